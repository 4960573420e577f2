// The actions a transition asks for become outbox rows in the same transaction, and run after commit.
import { eq, inArray, type SQL, sql } from 'drizzle-orm'
import type { Logger } from 'pino'
import type { Database, Queryable } from '../db/client.ts'
import { outbox } from '../db/schema.ts'
import { claimPending, startPolling } from './background.ts'

type ActionObject = { type: string; params?: unknown }

/** xstate's own actions (assign, raise...) run inside the machine; only named host actions leave it. */
const isHostAction = (action: ActionObject) => !action.type.startsWith('xstate.')

/**
 * The insert of the outbox rows for these actions, to run with the command's audit event in one statement; null
 * when none leaves the machine.
 */
export const outboxInsert = (
  tx: Queryable,
  options: {
    entityType: string
    entityId: string
    event: { type: string }
    actions: readonly ActionObject[]
    /** Rows of the engine's own beside the machine's actions (the webhook events of the transition). */
    also?: readonly { kind: string; payload: Record<string, unknown> }[]
  },
): SQL | null => {
  const rows = [
    ...options.actions.filter(isHostAction).map((action) => ({
      kind: action.type,
      entityType: options.entityType,
      entityId: options.entityId,
      payload: { event: options.event, params: action.params ?? null } as Record<string, unknown>,
    })),
    ...(options.also ?? []).map((row) => ({ ...row, entityType: options.entityType, entityId: options.entityId })),
  ]
  return rows.length > 0 ? tx.insert(outbox).values(rows).getSQL() : null
}

export type OutboxRow = typeof outbox.$inferSelect
export type OutboxHandler = (row: OutboxRow) => Promise<void>

/**
 * A claim is a lease, as for mail: a process killed between claiming a batch and marking it leaves the rows to be
 * claimed again once the lease runs out, instead of holding them for ever. Longer than any action takes.
 */
export const OUTBOX_CLAIM_LEASE_SECONDS = 10 * 60

/** Runs pending outbox rows; several processes share the work without running a row twice. */
export const startOutboxWorker = (options: {
  db: Database
  handlers: Record<string, OutboxHandler>
  logger: Logger
  intervalMs?: number
  /** Whether this process's timer may run a round now (it holds the background work); always by default. */
  when?: () => boolean
}) => {
  const { db } = options
  const runPending = async () => {
    const ids = await claimPending(db, 'outbox', {
      limit: 50,
      order: sql`created_at`,
      where: sql`and attempts < 5`,
      leaseSeconds: OUTBOX_CLAIM_LEASE_SECONDS,
    })
    if (ids.length === 0) return 0
    const claimed = await db.select().from(outbox).where(inArray(outbox.id, ids))
    for (const row of claimed) {
      const handler = options.handlers[row.kind]
      try {
        // An action with no handler yet is a fact for the trail only (e.g. a notification to come).
        if (handler) await handler(row)
        await db
          .update(outbox)
          .set({
            status: handler ? 'done' : 'no-handler',
            processedAt: new Date(),
            attempts: sql`${outbox.attempts} + 1`,
          })
          .where(eq(outbox.id, row.id))
      } catch (error) {
        options.logger.warn({ err: error, outboxId: row.id, kind: row.kind }, 'outbox action failed; will retry')
        await db
          .update(outbox)
          .set({ status: 'pending', lastError: String(error), attempts: sql`${outbox.attempts} + 1` })
          .where(eq(outbox.id, row.id))
      }
    }
    return claimed.length
  }
  const poller = startPolling({
    name: 'outbox',
    intervalMs: options.intervalMs ?? 1000,
    logger: options.logger,
    when: options.when,
    work: runPending,
  })
  return { drain: poller.run, stop: poller.stop }
}
