// Request bodies and queries are decoded with the domain's Effect Schemas: a clear 400, nothing written.
import { Result } from 'effect'
import * as Schema from 'effect/Schema'
import * as SchemaIssue from 'effect/SchemaIssue'
import type { Context } from 'hono'
import { Invalid } from './errors.ts'

const formatIssues = SchemaIssue.makeFormatterStandardSchemaV1()

/** PostgreSQL cannot store or compare the NUL character in text; no field or query value of ours needs it. */
export const NUL_CHARACTER_MESSAGE = 'Text may not contain the NUL character (\\u0000).'

export const decodeWith = <S extends Schema.Decoder<unknown>>(schema: S, input: unknown): S['Type'] => {
  const result = Schema.decodeUnknownResult(schema, { errors: 'all', onExcessProperty: 'error' })(input)
  if (Result.isSuccess(result)) return result.success
  const issues = formatIssues(result.failure.issue).issues.map((issue) => ({
    path: issue.path?.map(String).join('.') ?? '',
    message: issue.message,
  }))
  // The product's own messages stand alone; a generic one names the field it is about.
  const generic = /^(Expected|Missing key|Unexpected key|Invalid)/
  const message = [
    ...new Set(issues.map((i) => (i.path && generic.test(i.message) ? `${i.path}: ${i.message}` : i.message))),
  ].join('; ')
  throw Invalid(message || 'The request is not valid.', issues)
}

export const readJson = async (c: Context): Promise<unknown> => {
  const text = await c.req.text()
  if (text.trim() === '') throw Invalid('The request body is empty; send a JSON body.')
  let nul = false
  let parsed: unknown
  try {
    parsed = JSON.parse(text, (_, value) => {
      if (typeof value === 'string' && value.includes('\u0000')) nul = true
      return value
    })
  } catch {
    throw Invalid('The request body is not valid JSON.')
  }
  if (nul) throw Invalid(NUL_CHARACTER_MESSAGE)
  return parsed
}

export const decodeBody = async <S extends Schema.Decoder<unknown>>(c: Context, schema: S): Promise<S['Type']> =>
  decodeWith(schema, await readJson(c))

/**
 * A query is refused whole before anything reads the database: a NUL that reached a query would fail there, which
 * a streamed answer (a CSV export) could only report by dropping the connection after its 200.
 */
export const decodeQuery = <S extends Schema.Decoder<unknown>>(c: Context, schema: S): S['Type'] => {
  const query = c.req.query()
  if (Object.entries(query).some(([key, value]) => `${key}${value}`.includes('\u0000')))
    throw Invalid(NUL_CHARACTER_MESSAGE)
  return decodeWith(schema, query)
}
