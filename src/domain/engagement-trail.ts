// The facts an engagement's audit trail records beside the machine's transitions: things done to the record that
// leave its status as it was (an export, a change of details, a file, a notification setting). The trail names
// each by its event type; auditors read these words (docs/process.md, "Facts on the trail").
import * as Schema from 'effect/Schema'
import { Uuid } from './actors.ts'

export const RECORD_EXPORTED_EVENT = 'engagement.recordExported'

export const ENGAGEMENT_TRAIL_FACTS: Readonly<Record<string, string>> = {
  [RECORD_EXPORTED_EVENT]: 'The full record of the engagement was exported',
  'engagement.details': 'The engagement’s details were changed',
  'engagement.link': 'The working practices review was linked to an engagement',
  'engagement.unlink': 'The working practices review was unlinked from its engagement',
  'engagement.originalSdsUploaded': 'An original SDS file was uploaded',
  'engagement.originalSdsDeleted': 'An original SDS file was deleted',
  'engagement.notificationRecipientAdded': 'A person was added to the engagement’s notifications',
  'engagement.notificationRecipientRemoved': 'A person was removed from the engagement’s notifications',
  'engagement.notificationUnsubscribed': 'Notifications about the engagement were turned off for a recipient',
  'engagement.notificationResubscribed': 'Notifications about the engagement were turned back on for a recipient',
}

/** What the trail says a fact was; null for an event that is not one of them. */
export const trailFactOf = (eventType: string): string | null => ENGAGEMENT_TRAIL_FACTS[eventType] ?? null

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
