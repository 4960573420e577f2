// Sign-off reviewers (rules reviewers.options, roles.form, records.reviewer, signoff.review,
// api.engagements): who may be chosen, how a choice travels, what a reviewer record looks like on the wire, and
// the messages the forms, the review panel and the server share. The reviewer machine decides every move.
import * as Schema from 'effect/Schema'
import { Uuid } from './actors.ts'

export const REVIEW_MESSAGES = {
  mandatorySignOff: 'Please add at least one sign-off user before saving the assessment.',
  chosenTwice: 'A reviewer can be chosen only once.',
  notEligible:
    'This person cannot receive sign-off reviews here: choose a Sign Off User of the organisation or a pending invitee.',
  unknownGroup: 'This reviewer group is not offered to the organisation.',
  completed: 'You have completed your review.',
  noTargets: 'There are no target users available. Please create one.',
  finishedReviewingRequired: 'Please confirm that you have finished reviewing the assessment.',
  finishedReviewingLabel: 'I have finished reviewing this assessment',
  consultancyOutstanding:
    'The IR35 consultancy team has still to sign off: the assessment moves on once they have finalised their review.',
  notYourReview: 'Only the reviewer can finalise their own review.',
  notReviewing: 'The assessment is not awaiting your review.',
  linkInvalid: 'This review link is not valid. Ask the person who chose you as a reviewer to send it again.',
  linkFinished: 'This review is finished: you have signed it off, so there is nothing more to do.',
  linkExpired: 'This review link has expired. Ask the person who chose you as a reviewer for a new one.',
  linkOnlyReview: 'A review link opens the review of its assessment and nothing else.',
  removedUsers: 'Removed Users',
  panelComplete: 'Sign-off complete',
  panelUnderway: 'Sign-off underway',
  openToReviewers: 'Open assessment to reviewers',
  finaliseReview: 'Finalise review',
} as const

/** Reviewer records per page of the review panel (rule signoff.panel: paged, 4 page buttons at a time). */
export const REVIEW_PANEL_PAGE_SIZE = 5

/** How long an e-mailed review link may be used (opened again and again until the review is finished). */
export const REVIEWER_LINK_DAYS = 14

// ---- Choosing reviewers: the Role form and the engagement forms (rule api.engagements) ----

/** One row of the sign-off users: a person (with the organisation they were chosen from) or a group. */
export const ReviewerChoice = Schema.Union([
  Schema.Struct({ ActorId: Uuid, OrganisationId: Uuid }),
  Schema.Struct({ GroupId: Uuid }),
])
export type ReviewerChoice = typeof ReviewerChoice.Type

export const reviewerChoiceKey = (choice: ReviewerChoice) =>
  'GroupId' in choice ? `group:${choice.GroupId}` : `actor:${choice.ActorId}`

/** The sign-off users of a role or engagement; a reviewer can be chosen only once across rows. */
export const ReviewerChoices = Schema.Array(ReviewerChoice).pipe(
  Schema.check(
    Schema.makeFilter(
      (choices: readonly ReviewerChoice[]) => new Set(choices.map(reviewerChoiceKey)).size === choices.length,
      { message: REVIEW_MESSAGES.chosenTwice },
    ),
  ),
)

/** The mandatory sign-off rule: at least one individual (not a group) when the organisation requires sign-off. */
export const meetsMandatorySignOff = (mandatory: boolean, choices: readonly ReviewerChoice[]) =>
  !mandatory || choices.some((choice) => 'ActorId' in choice)

/** GET /api/assessments/engagements/reviewer-options?organisation_id=: who may be chosen for that organisation. */
export const ReviewerOptions = Schema.Struct({
  actors: Schema.Array(
    Schema.Struct({
      id: Uuid,
      first_name: Schema.NullOr(Schema.String),
      last_name: Schema.NullOr(Schema.String),
      organisation_id: Uuid,
    }),
  ),
  invites: Schema.Array(
    Schema.Struct({ email: Schema.String, actor_id: Uuid, organisation_id: Uuid, organisation_name: Schema.String }),
  ),
  groups: Schema.Array(Schema.Struct({ id: Uuid, name: Schema.String })),
  /** The organisation requires sign-off (its mandatory_sign_off), for the form's rule. */
  mandatory_sign_off: Schema.Boolean,
})
export type ReviewerOptions = typeof ReviewerOptions.Type

// ---- Reviewer records on the wire (rule records.reviewer) ----

export const REVIEWER_STATUSES = ['Created', 'Opened', 'Completed', 'Removed'] as const
export type ReviewerStatus = (typeof REVIEWER_STATUSES)[number]

/** A reviewer record as the API sends it. */
export const ReviewerWire = Schema.Struct({
  id: Uuid,
  actor_id: Schema.NullOr(Uuid),
  organisation_id: Schema.NullOr(Uuid),
  group_id: Schema.NullOr(Uuid),
  group: Schema.NullOr(Schema.Struct({ id: Uuid, name: Schema.String })),
  actor: Schema.NullOr(
    Schema.Struct({
      id: Uuid,
      first_name: Schema.NullOr(Schema.String),
      last_name: Schema.NullOr(Schema.String),
      email: Schema.String,
    }),
  ),
  organisation: Schema.NullOr(Schema.Struct({ id: Uuid, name: Schema.String })),
  job_description: Schema.NullOr(Schema.String),
  status: Schema.Literals(REVIEWER_STATUSES),
  signed_off_date: Schema.NullOr(Schema.String),
  /** The record is the caller's own (their person, or a group they belong to). */
  is_mine: Schema.Boolean,
  /** The caller may finalise it now, as the engagement and reviewer machines say. */
  can_sign_off: Schema.Boolean,
  /** Chosen while not a user of the organisation: reviews through an e-mailed link. */
  via_email_link: Schema.Boolean,
}).annotate({ identifier: 'Reviewer' })
export type Reviewer = typeof ReviewerWire.Type

/** GET /api/assessments/engagements/{id}/reviewers: the engagement's records, the removed ones last. */
export const EngagementReviewers = Schema.Struct({ items: Schema.Array(ReviewerWire), can_open: Schema.Boolean })
export type EngagementReviewers = typeof EngagementReviewers.Type

/** POST .../reviewer/{reviewerId}/signoff: finalise needs the "finished reviewing" checkbox. */
export const SignOffRequest = Schema.Struct({
  finished_reviewing: Schema.Boolean.pipe(
    Schema.check(
      Schema.makeFilter((finished: boolean) => finished, { message: REVIEW_MESSAGES.finishedReviewingRequired }),
    ),
  ),
})
export type SignOffRequest = typeof SignOffRequest.Type

// ---- Swapping a user's reviews (rules reviews.swap, api.reviews) ----

/** GET /api/assessments/engagements/reviews/{actorId}: the person's outstanding sign-off reviews. */
export const ActorReview = Schema.Struct({
  reviewer_id: Uuid,
  engagement_id: Uuid,
  engagement_name: Schema.String,
  organisation: Schema.String,
  status: Schema.Literals(REVIEWER_STATUSES),
})
export type ActorReview = typeof ActorReview.Type

/** PATCH /api/assessments/engagements/{actorId}/transfer/signoff: `replace /actor_id` with the replacement. */
export const TransferSignOff = Schema.Array(
  Schema.Struct({ op: Schema.Literal('replace'), path: Schema.Literal('/actor_id'), value: Uuid }),
).pipe(
  Schema.check(
    Schema.isMinLength(1, { message: 'Send one replace operation on /actor_id.' }),
    Schema.isMaxLength(1, { message: 'Send one replace operation on /actor_id.' }),
  ),
)
export type TransferSignOff = typeof TransferSignOff.Type

/** GET .../reviews/{actorId}/targets: who the reviews may move to (other Sign Off Users). */
export const ReviewTransferTargets = Schema.Array(
  Schema.Struct({
    id: Uuid,
    first_name: Schema.NullOr(Schema.String),
    last_name: Schema.NullOr(Schema.String),
    email: Schema.String,
  }),
)
export type ReviewTransferTargets = typeof ReviewTransferTargets.Type

/** What a swap answers: how many reviews moved. */
export const TransferredReviews = Schema.Struct({ transferred: Schema.Int })
