// The API's shared contract pieces: the body of every error answer (mapped in one place by the server), the id path
// parameter and the answer of a create.
import * as Schema from 'effect/Schema'
import { Uuid } from './actors.ts'

export const ErrorBody = Schema.Struct({
  /** What went wrong and what to do, in words a person can act on. */
  message: Schema.String,
  /** The request's correlation id (also in the x-correlation-id header), for support to find its log lines. */
  correlation_id: Schema.optionalKey(Schema.String),
  /** The fields of a refused request and what is wrong with each (400 only). */
  issues: Schema.optionalKey(Schema.Array(Schema.Struct({ path: Schema.String, message: Schema.String }))),
}).annotate({ identifier: 'Error', description: 'An error: what went wrong and what to do.' })
export type ErrorBody = typeof ErrorBody.Type

/** The path of a route about one record: its id. */
export const IdParam = Schema.Struct({ id: Uuid })

/** What a create answers: the new record's id. */
export const Created = Schema.Struct({ id: Uuid }).annotate({ identifier: 'Created' })
