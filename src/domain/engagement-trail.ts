// The facts an engagement's audit trail records beside the machine's transitions: things done to the record that
// leave its status as it was (an export, a change of details, a file, a notification setting). The trail names
// each by its event type; auditors read these words (docs/process.md, "Facts on the trail").
import * as Schema from 'effect/Schema'
import { Uuid } from './actors.ts'

// The facts' words live in engagement-trail-facts.ts, so the Process screen shows them without these schemas; the
// server may import them here too.
export { ENGAGEMENT_TRAIL_FACTS, RECORD_EXPORTED_EVENT, trailFactOf } from './engagement-trail-facts.ts'

/** One event of an engagement's trail as auditors read it: who, when, from which state and status to which, and why. */
export const EngagementAuditEvent = Schema.Struct({
  seq: Schema.Int,
  event_type: Schema.String,
  /** The transition's description in the machine, or the fact recorded; null when neither says. */
  description: Schema.NullOr(Schema.String),
  /** The engagement machine's state values before and after (null before creation). */
  from_state: Schema.Unknown,
  to_state: Schema.Unknown,
  from_status: Schema.NullOr(Schema.String),
  to_status: Schema.String,
  actor: Schema.Struct({
    /** null for the server's own events (the actor is then named "System"). */
    id: Schema.NullOr(Uuid),
    name: Schema.String,
    roles: Schema.Array(Schema.String),
  }),
  payload: Schema.Record(Schema.String, Schema.Unknown),
  occurred_at: Schema.String,
  hash: Schema.String,
  prev_hash: Schema.NullOr(Schema.String),
})

/** GET /api/assessments/engagements/{id}/audit: the engagement, its trail, and whether the hash chain is intact. */
export const EngagementAudit = Schema.Struct({
  engagement: Schema.Struct({
    id: Uuid,
    name: Schema.String,
    type: Schema.String,
    status: Schema.String,
    archived: Schema.Boolean,
    /** The engagement machine's persisted snapshot. */
    state: Schema.Unknown,
  }),
  events: Schema.Array(EngagementAuditEvent),
  chain: Schema.Union([
    Schema.Struct({ intact: Schema.Literal(true), events: Schema.Int }),
    Schema.Struct({
      intact: Schema.Literal(false),
      events: Schema.Int,
      /** The first event whose hash or link does not hold. */
      broken_at_seq: Schema.Int,
      reason: Schema.String,
    }),
  ]),
})
