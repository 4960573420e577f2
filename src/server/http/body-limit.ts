// Every request body is counted as it is read, whoever reads it: one declared (Content-Length) larger than its
// limit is refused before a byte is read, and one without a declared length (chunked) is refused as soon as it
// passes the limit, so no request makes the server hold or parse more than its limit. The answer is 413 with
// the limit's message. The limits (src/domain/request-limits.ts) and why: docs/limits.md.
import type { Context, MiddlewareHandler } from 'hono'
import { BODY_LIMITS, REQUEST_LIMIT_MESSAGES } from '#domain/request-limits'
import { TooLarge } from './errors.ts'

/** The limit of the request being handled, until a reader of another kind (an upload) sets its own. */
type Allowance = { bytes: number; message: string; exceeded: boolean }

const allowances = new WeakMap<Context, Allowance>()

const declaredLength = (request: Request) => {
  // With Transfer-Encoding the length is not declared (Node refuses a request that sends both).
  if (request.headers.has('transfer-encoding')) return null
  const length = Number(request.headers.get('content-length'))
  return Number.isFinite(length) ? length : null
}

const refusal = (allowance: Allowance) => {
  allowance.exceeded = true
  return TooLarge(allowance.message)
}

/** Counts each body with a body against its request's allowance (JSON's until a reader says otherwise). */
export const limitRequestBodies = (): MiddlewareHandler => async (c, next) => {
  const raw = c.req.raw
  if (raw.method === 'GET' || raw.method === 'HEAD') return next()
  const allowance: Allowance = { bytes: BODY_LIMITS.json, message: REQUEST_LIMIT_MESSAGES.tooLarge, exceeded: false }
  allowances.set(c, allowance)
  let reader: ReadableStreamDefaultReader<Uint8Array> | undefined
  let received = 0
  // Pulled only when a handler reads the body (no queue to fill beforehand: highWaterMark 0), so a reader may
  // raise the allowance first, and a handler that reads Node's request itself (the identity provider's
  // endpoints) finds it untouched.
  const counted = new ReadableStream<Uint8Array>(
    {
      pull: async (controller) => {
        if (!reader) {
          if ((declaredLength(raw) ?? 0) > allowance.bytes) return controller.error(refusal(allowance))
          if (!raw.body) return controller.close()
          reader = raw.body.getReader()
        }
        const { done, value } = await reader.read()
        if (done) return controller.close()
        received += value.byteLength
        if (received <= allowance.bytes) controller.enqueue(value)
        // The rest is not read: the server drops it after answering (cancelling would cut the answer off too).
        else controller.error(refusal(allowance))
      },
    },
    { highWaterMark: 0 },
  )
  c.req.raw = new Request(raw, { body: counted, duplex: 'half' } as RequestInit)
  await next()
  // A handler that turned the failed read into an answer of its own (a form's 400) still answers 413.
  if (allowance.exceeded && c.res.status !== 413) throw TooLarge(allowance.message)
}

/** Raises (or lowers) the limit of this request's body before it is read: an upload's files carry their own. */
export const allowBody = (c: Context, bytes: number, message: string) => {
  const allowance = allowances.get(c)
  if (!allowance) return
  allowance.bytes = bytes
  allowance.message = message
}

/** For a handler that reads Node's request itself: a declared length past the limit is refused before it starts. */
export const refuseDeclaredTooLarge = (c: Context) => {
  const allowance = allowances.get(c)
  if (allowance && (declaredLength(c.req.raw) ?? 0) > allowance.bytes) throw refusal(allowance)
}
