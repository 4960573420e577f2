// A reviewer record as the server sends it (rule records.reviewer), decoded once for every screen that
// shows reviewers: the role and engagement forms, the review panel and the review screen; and one person's
// outstanding reviews (the swap dialog, and "Awaiting your review" on their own landing page).
import * as Schema from 'effect/Schema'
import { REVIEWER_STATUSES } from '#domain/reviewers'

export const ReviewerWire = Schema.Struct({
  id: Schema.String,
  actor_id: Schema.NullOr(Schema.String),
  organisation_id: Schema.NullOr(Schema.String),
  group_id: Schema.NullOr(Schema.String),
  group: Schema.NullOr(Schema.Struct({ id: Schema.String, name: Schema.String })),
  actor: Schema.NullOr(
    Schema.Struct({
      id: Schema.String,
      first_name: Schema.NullOr(Schema.String),
      last_name: Schema.NullOr(Schema.String),
      email: Schema.String,
    }),
  ),
  organisation: Schema.NullOr(Schema.Struct({ id: Schema.String, name: Schema.String })),
  job_description: Schema.NullOr(Schema.String),
  status: Schema.Literals(REVIEWER_STATUSES),
  signed_off_date: Schema.NullOr(Schema.String),
  is_mine: Schema.Boolean,
  can_sign_off: Schema.Boolean,
  via_email_link: Schema.Boolean,
})

export const ReviewersWire = Schema.mutable(Schema.Array(ReviewerWire))

/** GET /api/assessments/engagements/reviews/{actorId}: the person's reviews still to finalise. */
export const ActorReviewsWire = Schema.Array(
  Schema.Struct({
    reviewer_id: Schema.String,
    engagement_id: Schema.String,
    engagement_name: Schema.String,
    organisation: Schema.String,
    status: Schema.Literals(REVIEWER_STATUSES),
  }),
)
