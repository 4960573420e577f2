// The provider's manual reviews (rules manual-reviews.list, manual-review.screen,
// records.manual-review-item, manual-review.flow, override.rules, manual-review.assignees, api.manual-reviews): the
// list's query and rows, the assignment and the override bodies, and the product's words for them. Shared by browser
// and server.
import * as Schema from 'effect/Schema'
import { Uuid } from './actors.ts'
import { ListQueryFields, QueryFlag } from './list.ts'
import { MANUAL_REVIEW_SORT_FIELDS, RESPONDENTS } from './manual-reviews-list.ts'

// What the manual review screens show (messages, the override results) lives in manual-review-values.ts, so they do
// not load these schemas with their code; the server and the tests may import it here too.
export {
  MANUAL_REVIEW_LIST_ROLES,
  MANUAL_REVIEW_MESSAGES,
  OVERRIDE_RESULTS,
  overrideChoiceOf,
} from './manual-review-values.ts'

/**
 * GET /api/assessments/engagements/manual-reviews. `open` true lists the reviews not yet finalised, false the
 * finalised; `assignee` is an actor id or "none"; `submission_type` (a respondent id) narrows the list for the
 * column's filter menu.
 */
export const ManualReviewsQuery = Schema.Struct({
  search: ListQueryFields.search,
  page: ListQueryFields.page,
  page_size: ListQueryFields.page_size,
  sort_by: Schema.optionalKey(Schema.Literals(MANUAL_REVIEW_SORT_FIELDS)),
  sort_direction: Schema.optionalKey(Schema.Literals(['asc', 'desc'])),
  show_archived: QueryFlag,
  open: QueryFlag,
  assignee: Schema.optionalKey(Schema.Union([Uuid, Schema.Literal('none')])),
  submission_type: Schema.optionalKey(Schema.Literals(RESPONDENTS.map((respondent) => respondent.id))),
  org_id: Schema.optionalKey(Uuid),
})
export type ManualReviewsQuery = typeof ManualReviewsQuery.Type

export const ManualReviewItem = Schema.Struct({
  /** The engagement's id: the row opens /manual-review/{id}. */
  id: Schema.String,
  /** The consultancy group's reviewer record on the engagement, which the item follows. */
  reviewer_id: Schema.String,
  organisation_id: Schema.String,
  /** When the group's record was opened (ISO date-time). */
  review_submitted: Schema.String,
  /** The engagement under review: what the row is named by. */
  engagement_name: Schema.String,
  contractor: Schema.NullOr(Schema.String),
  partner: Schema.String,
  /** The organisations from the top down to the partner, for the Partner column's tooltip. */
  partner_path: Schema.Array(Schema.String),
  result: Schema.NullOr(Schema.String),
  submission_type: Schema.NullOr(Schema.String),
  assignee_id: Schema.NullOr(Schema.String),
  assignee: Schema.NullOr(Schema.String),
  archived: Schema.Boolean,
  open: Schema.Boolean,
  /** The engagement's version, sent back as If-Match when the row is archived or unarchived. */
  engagement_version: Schema.Number,
})
export type ManualReviewItem = typeof ManualReviewItem.Type

export const ManualReviewsPage = Schema.Struct({
  items: Schema.Array(ManualReviewItem),
  count: Schema.Number,
  pages: Schema.Number,
})
export type ManualReviewsPage = typeof ManualReviewsPage.Type

/** POST .../reviewer/{reviewerId}/assign: an actor id, or null to unassign. */
export const AssignRequest = Schema.Struct({ actor_id: Schema.NullOr(Uuid) })
export type AssignRequest = typeof AssignRequest.Type

/** GET /api/assessments/respondents and /override-results: a code and its name. */
export const CodeNames = Schema.Array(Schema.Struct({ id: Schema.String, name: Schema.String }))

/** POST /api/assessments/assessments/{assessmentId}/override. The reason is checked by the machine's rule. */
export const OverrideRequest = Schema.Struct({
  result_id: Schema.Literals(['PASS', 'FAIL']),
  reason: Schema.String.pipe(Schema.check(Schema.isMaxLength(2000))),
})
export type OverrideRequest = typeof OverrideRequest.Type

/** The state of a manual review as the review screen needs it. */
export const ManualReviewState = Schema.Struct({
  reviewer_id: Schema.String,
  open: Schema.Boolean,
  assignee_id: Schema.NullOr(Schema.String),
  /** What the caller may do now: the machine's answer for their roles. */
  can_override_inside: Schema.Boolean,
  can_override_outside: Schema.Boolean,
})
export type ManualReviewState = typeof ManualReviewState.Type
