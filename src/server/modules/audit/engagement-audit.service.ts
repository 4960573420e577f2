// An engagement's history for auditors: every transition with who, when, from, to and why, and a check
// that the hash chain is intact.
import { inArray } from 'drizzle-orm'
import { trailFactOf } from '#domain/engagement-trail'
import type { AccessTokenClaims } from '#domain/session'
import type { Database } from '../../db/client.ts'
import { actors } from '../../db/schema.ts'
import { auditTrailOf, verifyChain } from '../../workflow/audit-chain.ts'
import { engagementEntity, statusOfSnapshot } from '../engagements/engagement.entity.ts'
import { engagementInReach } from '../engagements/engagement-access.ts'

type TransitionMeta = { description?: string }

/**
 * The description the machine gives the transition an audit event records; for a fact recorded beside the
 * transitions (an export, a change of details), what that fact was.
 */
export const describeTransition = (fromState: unknown, eventType: string, toState: unknown): string | null => {
  if (fromState === null) return 'The engagement is created in Started'
  const fact = trailFactOf(eventType)
  if (fact) return fact
  const root = engagementEntity.machine.root
  const node = root.states[String(fromState)]
  for (const source of node ? [node, root] : [root]) {
    for (const candidate of source.transitions.get(eventType) ?? []) {
      const targets = candidate.target?.map((t) => t.key) ?? [String(fromState)]
      if (targets.includes(String(toState))) return (candidate.meta as TransitionMeta | undefined)?.description ?? null
    }
  }
  return null
}

/** Who fired an audit event as auditors read it: the server's own events are "System". */
export const auditActorName = (
  actorId: string | null,
  person: { firstName: string | null; lastName: string | null } | undefined,
) => {
  if (actorId === null) return 'System'
  // The trail keeps ids; a person whose details were erased stays an anonymous, consistent id.
  return person ? [person.firstName, person.lastName].filter(Boolean).join(' ') : 'Erased user'
}

export const engagementAudit = async (options: { db: Database; session: AccessTokenClaims; engagementId: string }) => {
  const { engagement } = await engagementInReach(options.db, options.session, options.engagementId, 'Audit:Read')
  const events = await auditTrailOf(options.db, 'engagement', engagement.id)
  const actorIds = [...new Set(events.map((e) => e.actorId).filter((id): id is string => id !== null))]
  const people = actorIds.length
    ? await options.db
        .select({ id: actors.id, firstName: actors.firstName, lastName: actors.lastName })
        .from(actors)
        .where(inArray(actors.id, actorIds))
    : []
  const nameOf = (id: string | null) =>
    auditActorName(
      id,
      people.find((p) => p.id === id),
    )
  const chain = verifyChain(events)
  return {
    engagement: {
      id: engagement.id,
      name: engagement.name,
      type: engagement.type,
      status: engagement.status,
      archived: engagement.archived,
      state: engagement.state,
    },
    events: events.map((event) => ({
      seq: event.seq,
      event_type: event.eventType,
      description: describeTransition(event.fromState, event.eventType, event.toState),
      from_state: event.fromState,
      to_state: event.toState,
      from_status: event.fromState === null ? null : statusOfSnapshot({ value: event.fromState }),
      to_status: statusOfSnapshot({ value: event.toState }),
      actor: { id: event.actorId, name: nameOf(event.actorId), roles: event.actorRoles },
      payload: event.payload,
      occurred_at: new Date(event.occurredAt).toISOString(),
      hash: event.hash,
      prev_hash: event.prevHash,
    })),
    chain: chain.intact
      ? { intact: true, events: chain.events }
      : { intact: false, events: chain.events, broken_at_seq: chain.brokenAtSeq, reason: chain.reason },
  }
}
