// The wire shape of GET /api/assessments/engagements/{id}/audit, decoded with Effect Schema; loaded beside the
// request (get-engagement-audit.ts).
import * as Schema from 'effect/Schema'
import { idOrNull, WireId } from '../../../api/wire'

const AuditWire = Schema.Struct({
  engagement: Schema.Struct({
    id: WireId,
    name: Schema.String,
    type: Schema.NullOr(Schema.String),
    status: Schema.NullOr(Schema.String),
    archived: Schema.Boolean,
    state: Schema.Struct({ value: Schema.Unknown }),
  }),
  events: Schema.Array(
    Schema.Struct({
      seq: Schema.Number,
      event_type: Schema.String,
      description: Schema.NullOr(Schema.String),
      from_state: Schema.Unknown,
      to_state: Schema.Unknown,
      from_status: Schema.NullOr(Schema.String),
      to_status: Schema.NullOr(Schema.String),
      actor: Schema.Struct({
        id: Schema.NullOr(WireId),
        name: Schema.String,
        roles: Schema.NullOr(Schema.Array(Schema.String)),
      }),
      occurred_at: Schema.String,
      hash: Schema.String,
      prev_hash: Schema.NullOr(Schema.String),
    }),
  ),
  chain: Schema.Struct({
    intact: Schema.Boolean,
    events: Schema.Number,
    broken_at_seq: Schema.optional(Schema.NullOr(Schema.Number)),
    reason: Schema.optional(Schema.NullOr(Schema.String)),
  }),
})

export type AuditEvent = {
  seq: number
  eventType: string
  description: string | null
  fromState: unknown
  toState: unknown
  fromStatus: string | null
  toStatus: string | null
  actor: { id: string | null; name: string; roles: readonly string[] }
  occurredAt: string
  hash: string
  prevHash: string | null
}

export type ChainCheck =
  | { intact: true; events: number }
  | { intact: false; events: number; brokenAtSeq: number | null; reason: string }

export type EngagementAudit = {
  engagement: {
    id: string
    name: string
    type: string | null
    status: string | null
    archived: boolean
    value: unknown
  }
  events: AuditEvent[]
  chain: ChainCheck
}

export const decodeEngagementAudit = (body: unknown): EngagementAudit => {
  const wire = Schema.decodeUnknownSync(AuditWire)(body)
  return {
    engagement: {
      id: String(wire.engagement.id),
      name: wire.engagement.name,
      type: wire.engagement.type,
      status: wire.engagement.status,
      archived: wire.engagement.archived,
      value: wire.engagement.state.value,
    },
    events: wire.events.map((event) => ({
      seq: event.seq,
      eventType: event.event_type,
      description: event.description,
      fromState: event.from_state ?? null,
      toState: event.to_state,
      fromStatus: event.from_status,
      toStatus: event.to_status,
      actor: { id: idOrNull(event.actor.id), name: event.actor.name, roles: event.actor.roles ?? [] },
      occurredAt: event.occurred_at,
      hash: event.hash,
      prevHash: event.prev_hash,
    })),
    chain: wire.chain.intact
      ? { intact: true, events: wire.chain.events }
      : {
          intact: false,
          events: wire.chain.events,
          brokenAtSeq: wire.chain.broken_at_seq ?? null,
          reason: wire.chain.reason ?? 'The chain does not verify',
        },
  }
}
