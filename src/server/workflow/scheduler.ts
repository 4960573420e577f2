// The clock: sends each scheduled event through the workflow engine, as the System, once it falls due.
// The machines stay pure (no timers); time reaches them only as events.
import { eq, inArray, sql } from 'drizzle-orm'
import type { Logger } from 'pino'
import { PARTY } from '#machines/meta'
import type { Database } from '../db/client.ts'
import { scheduledEvents } from '../db/schema.ts'
import { AppError } from '../http/errors.ts'
import { claimPending, startPolling } from './background.ts'
import { executeCommand, type GovernedEntity } from './engine.ts'

// biome-ignore lint/suspicious/noExplicitAny: a registry of entities over different machines
export type EntityRegistry = Record<string, GovernedEntity<any>>

export const SYSTEM_FIRER = { actorId: null, roles: [PARTY.system] } as const

export const startScheduler = (options: {
  db: Database
  entities: EntityRegistry
  logger: Logger
  intervalMs?: number
}) => {
  const { db } = options
  /** Sends every event due by `now`; returns how many were sent. */
  const tick = async (now = new Date()) => {
    const ids = await claimPending(db, 'scheduled_events', {
      limit: 100,
      order: sql`due_at`,
      where: sql`and due_at <= ${now.toISOString()}::timestamptz`,
    })
    const due = ids.length ? await db.select().from(scheduledEvents).where(inArray(scheduledEvents.id, ids)) : []
    due.sort((a, b) => a.dueAt.getTime() - b.dueAt.getTime())
    let sent = 0
    for (const row of due) {
      const entity = options.entities[row.entityType]
      let status = 'sent'
      let outcome: string | null = null
      try {
        if (!entity) throw new Error(`No governed entity "${row.entityType}"`)
        await executeCommand({ db, entity, id: row.entityId, event: row.event as never, firer: SYSTEM_FIRER })
        sent++
      } catch (error) {
        // A dispute answered before its deadline refuses the event: that is the expected outcome, not a fault.
        status = error instanceof AppError && error.status === 409 ? 'not-applicable' : 'failed'
        outcome = error instanceof Error ? error.message : String(error)
        if (status === 'failed')
          options.logger.error({ err: error, scheduledEventId: row.id }, 'scheduled event failed')
      }
      await db
        .update(scheduledEvents)
        .set({ status, outcome, sentAt: new Date() })
        .where(eq(scheduledEvents.id, row.id))
    }
    return sent
  }
  const poller = startPolling({
    name: 'scheduler',
    intervalMs: options.intervalMs ?? 60_000,
    logger: options.logger,
    work: () => tick(),
  })
  return { tick, stop: poller.stop }
}
