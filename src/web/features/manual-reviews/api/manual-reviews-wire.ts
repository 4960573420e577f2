// The manual reviews' answers as the server sends them: the list and the review's state with the domain's schemas,
// the submission types and the manual reviewers to assign with the browser's own shapes. Loaded beside the request
// it decodes, so the list's first paint does not wait for Effect Schema.
import * as Schema from 'effect/Schema'
import { ManualReviewState, ManualReviewsPage } from '#domain/manual-reviews'

const NamedOption = Schema.Struct({ id: Schema.String, name: Schema.String })
const Assignee = Schema.Struct({
  id: Schema.String,
  first_name: Schema.NullOr(Schema.String),
  last_name: Schema.NullOr(Schema.String),
  email: Schema.String,
})
export type Assignee = typeof Assignee.Type
export type NamedOption = typeof NamedOption.Type

export const decodeManualReviews = (wire: unknown): ManualReviewsPage =>
  Schema.decodeUnknownSync(ManualReviewsPage)(wire)

export const decodeManualReviewState = (wire: unknown): ManualReviewState =>
  Schema.decodeUnknownSync(ManualReviewState)(wire)

export const decodeRespondents = (wire: unknown): readonly NamedOption[] =>
  Schema.decodeUnknownSync(Schema.Array(NamedOption))(wire)

export const decodeRoleId = (wire: unknown): string =>
  Schema.decodeUnknownSync(Schema.Struct({ id: Schema.String }))(wire).id

export const decodeAssignees = (wire: unknown): readonly Assignee[] =>
  Schema.decodeUnknownSync(Schema.Array(Assignee))(wire)
