// The per-entity audit trail: each event carries the hash of the one before, so any edit shows.
import { createHash } from 'node:crypto'
import { and, asc, desc, eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm'
import { preparedByShape, preparedRows, type Queryable, type Transaction, writeShape } from '../db/client.ts'
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

/** An event's place in its trail: what the next event links to. */
export type AuditLink = { seq: number; hash: string }

const lastEvent = async (tx: Queryable, entityType: string, entityId: string): Promise<AuditLink | null> =>
  (
    await tx
      .select({ seq: auditEvents.seq, hash: auditEvents.hash })
      .from(auditEvents)
      .where(and(eq(auditEvents.entityType, entityType), eq(auditEvents.entityId, entityId)))
      .orderBy(desc(auditEvents.seq))
      .limit(1)
  )[0] ?? null

/**
 * The trail's last event as two columns of another statement on the entity's row (its save, under the row's lock):
 * the engine learns where the trail ends without a round trip of its own.
 */
export const lastEventColumns = (entityType: string, entityTable: SQLWrapper) => {
  // Qualified by hand: a RETURNING list names its table's columns bare, which inside the subquery would be its own.
  const entityId = sql`${entityTable}.id`
  return {
    lastSeq: sql<number | null>`(select a.seq from ${auditEvents} a where a.entity_type = ${entityType}
      and a.entity_id = ${entityId} order by a.seq desc limit 1)`,
    lastHash: sql<string | null>`(select a.hash from ${auditEvents} a where a.entity_type = ${entityType}
      and a.entity_id = ${entityId} order by a.seq desc limit 1)`,
  }
}

const nextEvent = (input: AuditEventInput, last: AuditLink | null) => {
  const seq = (last?.seq ?? 0) + 1
  const prevHash = last?.hash ?? null
  return { ...input, actorRoles: [...input.actorRoles], seq, prevHash, hash: hashOf({ ...input, seq, prevHash }) }
}

/** Appends the next event of an entity. The unique (entity, seq) index refuses a duplicate or a fork. */
export const appendAuditEvent = async (tx: Queryable, input: AuditEventInput): Promise<AuditEvent> => {
  const rows = await tx
    .insert(auditEvents)
    .values(nextEvent(input, await lastEvent(tx, input.entityType, input.entityId)))
    .returning()
  return rows[0]!
}

/**
 * A command's event, after `last` (read under the entity's lock, or null to read it now), written in one statement
 * with `alongside` (the outbox rows the transition queued): one round trip for what the command leaves behind.
 */
export const appendCommandEvent = async (
  tx: Transaction,
  input: AuditEventInput,
  options: { last: AuditLink | null | undefined; alongside: SQL | null },
): Promise<{ seq: number }> => {
  const last = options.last === undefined ? await lastEvent(tx, input.entityType, input.entityId) : options.last
  const event = nextEvent(input, last)
  const insert = tx.insert(auditEvents).values(event).returning({ seq: auditEvents.seq })
  if (!options.alongside) return (await preparedByShape(writeShape('command event', event), insert))[0]!
  return (await preparedRows<{ seq: number }>(tx, sql`with queued as (${options.alongside}) ${insert.getSQL()}`))[0]!
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
