// The per-entity audit trail: each event carries the hash of the one before, so any edit shows.
import { createHash } from 'node:crypto'
import { and, asc, desc, eq } from 'drizzle-orm'
import type { Queryable } from '../db/client.ts'
import { auditEvents } from '../db/schema.ts'

export type AuditEventInput = {
  entityType: string
  entityId: string
  eventType: string
  fromState: unknown
  toState: unknown
  actorId: string | null
  actorRoles: readonly string[]
  payload: Record<string, unknown>
  occurredAt: string
}

export type AuditEvent = typeof auditEvents.$inferSelect

/** JSON with sorted keys, so the same facts always hash the same. */
const canonical = (value: unknown): string => {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
      .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
      .join(',')}}`
  return JSON.stringify(value ?? null)
}

export const hashOf = (event: AuditEventInput & { seq: number; prevHash: string | null }) =>
  createHash('sha256')
    .update(
      canonical({
        entityType: event.entityType,
        entityId: event.entityId,
        seq: event.seq,
        eventType: event.eventType,
        fromState: event.fromState,
        toState: event.toState,
        actorId: event.actorId,
        actorRoles: event.actorRoles,
        payload: event.payload,
        // The database hands timestamps back in its own format: hash the instant, not the text.
        occurredAt: new Date(event.occurredAt).toISOString(),
        prevHash: event.prevHash,
      }),
    )
    .digest('hex')

/** Appends the next event of an entity. The unique (entity, seq) index refuses a duplicate or a fork. */
export const appendAuditEvent = async (tx: Queryable, input: AuditEventInput): Promise<AuditEvent> => {
  const last = await tx
    .select({ seq: auditEvents.seq, hash: auditEvents.hash })
    .from(auditEvents)
    .where(and(eq(auditEvents.entityType, input.entityType), eq(auditEvents.entityId, input.entityId)))
    .orderBy(desc(auditEvents.seq))
    .limit(1)
  const seq = (last[0]?.seq ?? 0) + 1
  const prevHash = last[0]?.hash ?? null
  const hash = hashOf({ ...input, seq, prevHash })
  const rows = await tx
    .insert(auditEvents)
    .values({ ...input, actorRoles: [...input.actorRoles], seq, prevHash, hash })
    .returning()
  return rows[0]!
}

export const auditTrailOf = (db: Queryable, entityType: string, entityId: string) =>
  db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.entityType, entityType), eq(auditEvents.entityId, entityId)))
    .orderBy(asc(auditEvents.seq))

export type ChainCheck =
  | { intact: true; events: number }
  | { intact: false; events: number; brokenAtSeq: number; reason: string }

/** Recomputes every hash and link of an entity's trail. */
export const verifyChain = (events: readonly AuditEvent[]): ChainCheck => {
  let prevHash: string | null = null
  for (const [index, event] of events.entries()) {
    const fail = (reason: string): ChainCheck => ({
      intact: false,
      events: events.length,
      brokenAtSeq: event.seq,
      reason,
    })
    if (event.seq !== index + 1) return fail('an event is missing or out of order')
    if (event.prevHash !== prevHash) return fail('the link to the previous event does not match')
    const { hash, seq, prevHash: storedPrev, id: _id, ...fields } = event
    const expected = hashOf({
      ...fields,
      actorRoles: fields.actorRoles as string[],
      payload: fields.payload as Record<string, unknown>,
      seq,
      prevHash: storedPrev,
    })
    if (expected !== hash) return fail('the event was changed after it was written')
    prevHash = hash
  }
  return { intact: true, events: events.length }
}
