// Structured JSON log lines (pino); each request's lines carry its correlation id.
//
// Errors are serialized without what a query was given: PGlite attaches a failed statement's parameters to its
// error (params, queryOptions), PostgreSQL's detail and context echo row values ("Key (email)=(...) already
// exists"), its messages quote a rejected value ('invalid input syntax for type uuid: "..."'), and Drizzle's
// wrapper repeats the parameters in its message ("params: ..."). Those are people's e-mails, names and search
// terms, which have no place in a log; the statement's text, its SQLSTATE and the stack stay.
import pino, { type DestinationStream } from 'pino'

/** Fields of an error (or any error in its cause chain) that can carry a statement's values or row contents. */
const WITHHELD_FIELDS = new Set(['params', 'parameters', 'queryOptions', 'values', 'detail', 'where', 'internalQuery'])
const WITHHELD = '[withheld]'

/** An error a database driver raised: it carries a five-character SQLSTATE. */
const isDatabaseError = (error: object) => /^[0-9A-Z]{5}$/.test(String((error as { code?: unknown }).code ?? ''))

const carriesParameters = (error: object) => 'params' in error || 'parameters' in error

const safeMessage = (error: Error & Record<string, unknown>): string => {
  let message = error.message
  // Drizzle: `Failed query: ${sql}\nparams: ${params}`; the parameters are everything after the statement.
  if (carriesParameters(error)) {
    const at = message.indexOf('\nparams:')
    if (at >= 0) message = message.slice(0, at)
  }
  // PostgreSQL ends a data error with the rejected value in double quotes after a colon.
  if (isDatabaseError(error) || carriesParameters(error))
    message = message.replace(/: "(?:[^"]|"")*"/g, `: ${WITHHELD}`)
  return message
}

/** The stack's frames under a first line rebuilt from the safe message (the original first line is the message). */
const safeStack = (error: Error, message: string): string | undefined => {
  if (typeof error.stack !== 'string') return undefined
  const frames = error.stack.split('\n').filter((line) => /^\s+at /.test(line))
  return [`${error.name}: ${message}`, ...frames].join('\n')
}

const isErrorLike = (value: unknown): value is Error & Record<string, unknown> =>
  typeof value === 'object' && value !== null && typeof (value as { message?: unknown }).message === 'string'

/**
 * A copy of the error (same prototype, so the same type name) without the fields and message parts that can
 * carry values, its cause and aggregated errors copied the same way.
 */
const withoutValues = (error: Error & Record<string, unknown>, depth = 0): Error => {
  const copy = Object.create(Object.getPrototypeOf(error)) as Error & Record<string, unknown>
  const message = safeMessage(error)
  Object.defineProperty(copy, 'message', { value: message, writable: true, configurable: true })
  Object.defineProperty(copy, 'stack', { value: safeStack(error, message), writable: true, configurable: true })
  // An Error's own cause is not enumerable; Drizzle's is. Either way it is copied the same way.
  const cause = error.cause
  if (cause !== undefined)
    Object.defineProperty(copy, 'cause', {
      value: isErrorLike(cause) && depth < 8 ? withoutValues(cause, depth + 1) : WITHHELD,
      writable: true,
      configurable: true,
    })
  for (const key of Object.keys(error)) {
    if (key === 'cause' || WITHHELD_FIELDS.has(key)) continue
    const value = error[key]
    if (key === 'query' && typeof value === 'object' && value !== null) {
      // A query object (node-postgres style) keeps its text, never its values.
      const text = (value as { text?: unknown; sql?: unknown }).text ?? (value as { sql?: unknown }).sql
      copy[key] = typeof text === 'string' ? text : WITHHELD
    } else if (key === 'errors' && Array.isArray(value)) {
      copy[key] = value.map((e) => (isErrorLike(e) && depth < 8 ? withoutValues(e, depth + 1) : e))
    } else if (isErrorLike(value)) {
      copy[key] = depth < 8 ? withoutValues(value, depth + 1) : WITHHELD
    } else {
      copy[key] = value
    }
  }
  return copy
}

/** pino's error serializer, given a copy of the error that holds no query values. */
export const serializeError = (value: unknown) =>
  isErrorLike(value) ? pino.stdSerializers.err(withoutValues(value)) : value

/** The logger of the process; `destination` lets a test read the lines. */
export const createLogger = (level: string, destination?: DestinationStream) =>
  pino(
    {
      level,
      base: { service: 'ir35-portal' },
      serializers: { err: serializeError, error: serializeError },
      hooks: {
        // `logger.error(error)` also makes the error's message the line's msg: give pino the safe copy instead.
        logMethod(args, method) {
          const [first, ...rest] = args
          if (!isErrorLike(first)) return method.apply(this, args)
          return method.apply(this, [withoutValues(first), ...rest] as unknown as Parameters<typeof method>)
        },
      },
    },
    destination,
  )
