// Actors (people) on the wire: what GET returns and what PATCH may replace (rules records.actor, api.actors).
import * as Schema from 'effect/Schema'
import { MESSAGES, maxLengthMessage } from './messages.ts'
import { PatchList, ReplaceOperation } from './patch.ts'

// Written without the i flag, so the published document can carry the pattern (JSON Schema patterns take no flags).
export const Uuid = Schema.String.pipe(
  Schema.check(
    Schema.isPattern(/^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/u, {
      message: 'Expected an id (UUID)',
    }),
  ),
)

/** GET and PATCH /api/actors/actors/{actorId}: a person's own details. */
export const ActorResponse = Schema.Struct({
  id: Uuid,
  first_name: Schema.NullOr(Schema.String),
  last_name: Schema.NullOr(Schema.String),
  job_description: Schema.NullOr(Schema.String),
  /** One of GET /api/actors/titles. */
  title_id: Schema.NullOr(Schema.Int),
  email: Schema.String,
  /** The terms and conditions the person agreed to (GET /api/actors/terms/latest); null: none yet. */
  agreed_terms_id: Schema.NullOr(Uuid),
  turnover_id: Schema.NullOr(Schema.Int),
  /** The contractor record of a contractor's own account; null for an organisation user. */
  contractor_id: Schema.NullOr(Uuid),
}).annotate({ identifier: 'Actor' })
export type ActorResponse = typeof ActorResponse.Type

/** A person as a list of people shows them (reviewer options, user lookup by e-mail). */
export const ActorSummary = Schema.Struct({
  id: Uuid,
  first_name: Schema.NullOr(Schema.String),
  last_name: Schema.NullOr(Schema.String),
  email: Schema.String,
}).annotate({ identifier: 'ActorSummary' })
export type ActorSummary = typeof ActorSummary.Type

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
export const TitleResponse = Schema.Struct({ id: Schema.Int, name: Schema.String }).annotate({ identifier: 'Title' })
export type TitleResponse = typeof TitleResponse.Type

/** GET /api/actors/terms/latest: the terms and conditions in force, as HTML. */
export const TermsResponse = Schema.Struct({ id: Uuid, content: Schema.String }).annotate({ identifier: 'Terms' })
export type TermsResponse = typeof TermsResponse.Type

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
