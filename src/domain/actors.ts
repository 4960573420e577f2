// Actors (people) on the wire: what GET returns and what PATCH may replace (rules records.actor, api.actors).
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

/** A person as a list of people shows them (reviewer options, user lookup by e-mail). */
export type ActorSummary = Pick<ActorResponse, 'id' | 'first_name' | 'last_name' | 'email'>

// Written without the i flag, so the published document can carry the pattern (JSON Schema patterns take no flags).
export const Uuid = Schema.String.pipe(
  Schema.check(
    Schema.isPattern(/^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/u, {
      message: 'Expected an id (UUID)',
    }),
  ),
)

const PersonName = (required: string) =>
  Schema.Trim.pipe(
    Schema.check(Schema.isNonEmpty({ message: required }), Schema.isMaxLength(50, { message: maxLengthMessage(50) })),
  )

// One schema per own-details field, so the browser's form and the server's PATCH refuse the same input.
export const FirstName = PersonName(MESSAGES.firstNameRequired)
export const LastName = PersonName(MESSAGES.lastNameRequired)
export const JobDescription = Schema.Trim.pipe(
  Schema.check(Schema.isMaxLength(100, { message: maxLengthMessage(100) })),
)

/** The own-details form as the browser holds it: the title as the select's value ('' for none), texts untrimmed. */
export const OwnDetailsForm = Schema.Struct({
  title_id: Schema.String,
  first_name: FirstName,
  last_name: LastName,
  job_description: JobDescription,
})
export type OwnDetailsFormInput = typeof OwnDetailsForm.Encoded

export const ActorPatch = PatchList([
  ReplaceOperation('/agreed_terms_id', Uuid),
  ReplaceOperation('/first_name', FirstName),
  ReplaceOperation('/last_name', LastName),
  ReplaceOperation('/job_description', Schema.NullOr(JobDescription)),
  ReplaceOperation('/title_id', Schema.NullOr(Schema.Int)),
])
export type ActorPatch = typeof ActorPatch.Type

/** GET /api/actors/titles: the forms of address to choose from. */
export type TitleResponse = { id: number; name: string }

export type TermsResponse = { id: string; content: string }

/** The token exchange: the identity token (the bearer) opens a sign-in session, in an organisation or none yet. */
export const TokenRequest = Schema.Struct({ organisation_id: Schema.NullOr(Uuid) })

/** A token renewed from the sign-in session: in another organisation, or (absent) the one the session works in. */
export const SessionTokenRequest = Schema.Struct({ organisation_id: Schema.optionalKey(Schema.NullOr(Uuid)) })

/** An e-mailed review link's token opens a session confined to its review. */
export const ReviewLinkRequest = Schema.Struct({
  reviewer_token: Schema.String.pipe(Schema.check(Schema.isMinLength(1), Schema.isMaxLength(200))),
})

/** What every token call answers: the access token and how many seconds it lives. */
export const AccessTokenResponse = Schema.Struct({
  /** Send it as `Authorization: Bearer <access_token>` on every other call. */
  access_token: Schema.String,
  /** Seconds until it expires: renew it before then (POST /api/identity/session/token). */
  expires_in: Schema.Int,
}).annotate({ identifier: 'AccessToken' })
export type AccessTokenResponse = typeof AccessTokenResponse.Type

/** GET /api/actors/actors: the people of org_id, only those holding role_id when given. */
export const ActorsQuery = Schema.Struct({ org_id: Uuid, role_id: Schema.optionalKey(Uuid) })
