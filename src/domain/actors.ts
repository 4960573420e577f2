// Actors (people) on the wire: what GET returns and what PATCH may replace (spec part 1 §3, §7).
import * as Schema from 'effect/Schema'
import { MESSAGES, maxLengthMessage } from './messages.ts'
import { PatchList, ReplaceOperation } from './patch.ts'

export type ActorResponse = {
  id: string
  first_name: string | null
  last_name: string | null
  job_description: string | null
  title_id: number | null
  email: string
  agreed_terms_id: string | null
  turnover_id: number | null
  contractor_id: string | null
}

export const Uuid = Schema.String.pipe(
  Schema.check(
    Schema.isPattern(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, {
      message: 'Expected an id (UUID)',
    }),
  ),
)

const PersonName = (required: string) =>
  Schema.Trim.pipe(
    Schema.check(Schema.isNonEmpty({ message: required }), Schema.isMaxLength(50, { message: maxLengthMessage(50) })),
  )

export const ActorPatch = PatchList([
  ReplaceOperation('/agreed_terms_id', Uuid),
  ReplaceOperation('/first_name', PersonName(MESSAGES.firstNameRequired)),
  ReplaceOperation('/last_name', PersonName(MESSAGES.lastNameRequired)),
  ReplaceOperation(
    '/job_description',
    Schema.NullOr(Schema.Trim.pipe(Schema.check(Schema.isMaxLength(100, { message: maxLengthMessage(100) })))),
  ),
  ReplaceOperation('/title_id', Schema.NullOr(Schema.Int)),
])
export type ActorPatch = typeof ActorPatch.Type

export type TermsResponse = { id: string; content: string }

export const TokenRequest = Schema.Struct({ organisation_id: Schema.NullOr(Uuid) })
