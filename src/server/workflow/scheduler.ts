// The clock: sends each scheduled event through the workflow engine, as the System, once it falls due.
// The machines stay pure (no timers); time reaches them only as events.
import { eq, inArray, sql } from 'drizzle-orm'
import type { Logger } from 'pino'
import { PARTY } from '#machines/meta'
import type { Database } from '../db/client.ts'
import { scheduledEvents } from '../db/schema.ts'
import { AppError } from '../http/errors.ts'
import { claimPending, startPolling } from './background.ts'
import { type GovernedEntity, runCommand } from './engine.ts'

// biome-ignore lint/suspicious/noExplicitAny: a registry of entities over different machines
export type EntityRegistry = Record<string, GovernedEntity<any>>

export const SYSTEM_FIRER = { actorId: null, roles: [PARTY.system] } as const

/**
 * A claim is a lease, as for the outboxes: a process killed after claiming a batch leaves the events to be claimed
 * again (at once by the next holder of the background work, background-lock.ts, or after the lease).
 */
export const SCHEDULE_CLAIM_LEASE_SECONDS = 10 * 60

export const startScheduler = (options: {
  db: Database
  entities: EntityRegistry
  logger: Logger
  intervalMs?: number
  /** Whether this process's timer may run a round now (it holds the background work); always by default. */
  when?: () => boolean
}) => {
  const { db } = options
  /**
   * Sends one claimed event and marks it in the same transaction, under the row's lock: the event is sent once even
   * when its claim was taken back from a process that turned out to be still sending it (that one then finds it
   * marked and leaves it), and a process that dies before the commit sends nothing and leaves the row claimed.
   */
  const fire = (row: typeof scheduledEvents.$inferSelect) =>
    db.transaction(async (tx) => {
      const current = await tx
        .select({ status: scheduledEvents.status })
        .from(scheduledEvents)
        .where(eq(scheduledEvents.id, row.id))
        .for('update')
      if (current[0]?.status !== 'claimed') return false
      const entity = options.entities[row.entityType]
      let status = 'sent'
      let outcome: string | null = null
      try {
        if (!entity) throw new Error(`No governed entity "${row.entityType}"`)
        // A savepoint: an event the machine refuses undoes only its own writes, and the row is still marked.
        await tx.transaction((command) =>
          runCommand(command, { entity, id: row.entityId, event: row.event as never, firer: SYSTEM_FIRER }),
        )
      } catch (error) {
        // A dispute answered before its deadline refuses the event: that is the expected outcome, not a fault.
        status = error instanceof AppError && error.status === 409 ? 'not-applicable' : 'failed'
        outcome = error instanceof Error ? error.message : String(error)
        if (status === 'failed')
          options.logger.error({ err: error, scheduledEventId: row.id }, 'scheduled event failed')
      }
      await tx
        .update(scheduledEvents)
        .set({ status, outcome, sentAt: new Date() })
        .where(eq(scheduledEvents.id, row.id))
      return status === 'sent'
    })

  /** Sends every event due by `now`; returns how many were sent. */
  const tick = async (now = new Date()) => {
    const ids = await claimPending(db, 'scheduled_events', {
      limit: 100,
      order: sql`due_at`,
      where: sql`and due_at <= ${now.toISOString()}::timestamptz`,
      leaseSeconds: SCHEDULE_CLAIM_LEASE_SECONDS,
    })
    const due = ids.length ? await db.select().from(scheduledEvents).where(inArray(scheduledEvents.id, ids)) : []
    due.sort((a, b) => a.dueAt.getTime() - b.dueAt.getTime())
    let sent = 0
    for (const row of due) if (await fire(row)) sent++
    return sent
  }
  const poller = startPolling({
    name: 'scheduler',
    intervalMs: options.intervalMs ?? 60_000,
    logger: options.logger,
    when: options.when,
    work: () => tick(),
  })
  /** `run`: a round now, after any in flight (start-up, taking the lock). */
  return { tick, run: poller.run, stop: poller.stop }
}
