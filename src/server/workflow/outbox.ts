// The actions a transition asks for become outbox rows in the same transaction, and run after commit.
import { and, eq, inArray, lt, sql } from 'drizzle-orm'
import type { Logger } from 'pino'
import type { Database, Queryable } from '../db/client.ts'
import { outbox } from '../db/schema.ts'

type ActionObject = { type: string; params?: unknown }

/** xstate's own actions (assign, raise...) run inside the machine; only named host actions leave it. */
const isHostAction = (action: ActionObject) => !action.type.startsWith('xstate.')

export const enqueueActions = async (
  tx: Queryable,
  options: { entityType: string; entityId: string; event: { type: string }; actions: readonly ActionObject[] },
) => {
  const rows = options.actions.filter(isHostAction).map((action) => ({
    kind: action.type,
    entityType: options.entityType,
    entityId: options.entityId,
    payload: { event: options.event, params: action.params ?? null },
  }))
  if (rows.length > 0) await tx.insert(outbox).values(rows)
}

export type OutboxRow = typeof outbox.$inferSelect
export type OutboxHandler = (row: OutboxRow) => Promise<void>

/** Runs pending outbox rows; several processes share the work without running a row twice. */
export const startOutboxWorker = (options: {
  db: Database
  handlers: Record<string, OutboxHandler>
  logger: Logger
  intervalMs?: number
}) => {
  let running = false
  const drain = async () => {
    if (running) return 0
    running = true
    try {
      const claimed = await options.db.transaction(async (tx) => {
        const rows = await tx
          .select()
          .from(outbox)
          .where(and(eq(outbox.status, 'pending'), lt(outbox.attempts, 5)))
          .orderBy(outbox.createdAt)
          .limit(50)
          .for('update', { skipLocked: true })
        if (rows.length > 0)
          await tx
            .update(outbox)
            .set({ status: 'running', attempts: sql`${outbox.attempts} + 1` })
            .where(
              inArray(
                outbox.id,
                rows.map((r) => r.id),
              ),
            )
        return rows
      })
      for (const row of claimed) {
        const handler = options.handlers[row.kind]
        try {
          // An action with no handler yet is a fact for the trail only (e.g. a notification to come).
          if (handler) await handler(row)
          await options.db
            .update(outbox)
            .set({ status: handler ? 'done' : 'no-handler', processedAt: new Date() })
            .where(eq(outbox.id, row.id))
        } catch (error) {
          options.logger.warn({ err: error, outboxId: row.id, kind: row.kind }, 'outbox action failed; will retry')
          await options.db
            .update(outbox)
            .set({ status: 'pending', lastError: String(error) })
            .where(eq(outbox.id, row.id))
        }
      }
      return claimed.length
    } finally {
      running = false
    }
  }
  const timer = setInterval(() => {
    drain().catch((error) => options.logger.error({ err: error }, 'outbox drain failed'))
  }, options.intervalMs ?? 1000)
  timer.unref()
  return { drain, stop: () => clearInterval(timer) }
}
