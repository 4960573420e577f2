// Background work shared by the outbox, the mail delivery and the scheduler: claim rows so that
// several server processes never take the same one, and poll without overlapping oneself.
import { type SQL, sql } from 'drizzle-orm'
import type { Logger } from 'pino'
import { type Database, queryRows } from '../db/client.ts'

/** Marks up to `limit` pending rows as claimed, skipping rows another process holds; returns their ids. */
export const claimPending = async (
  db: Database,
  table: 'outbox' | 'mail_outbox' | 'scheduled_events' | 'webhook_deliveries',
  options: {
    limit: number
    order: SQL
    where?: SQL
    /**
     * For tables with a `claimed_at` column: stamp the claim, and let a claim older than this many seconds be
     * taken again, so a process that died between claiming and marking does not strand its rows.
     */
    leaseSeconds?: number
  },
): Promise<string[]> => {
  const name = sql.identifier(table)
  const lease = options.leaseSeconds
  const claimable =
    lease === undefined
      ? sql`status = 'pending'`
      : sql`(status = 'pending' or (status = 'claimed' and claimed_at < now() - make_interval(secs => ${lease})))`
  const rows = await queryRows<{ id: string }>(
    db,
    sql`update ${name} set status = 'claimed'${lease === undefined ? sql`` : sql`, claimed_at = now()`}
        where id in (select id from ${name} where ${claimable} ${options.where ?? sql``}
                     order by ${options.order} limit ${options.limit} for update skip locked)
        returning id`,
  )
  return rows.map((row) => row.id)
}

/**
 * Runs `work` every `intervalMs`, never twice at once, while `when()` says so (the process holds the background
 * work lock, background-lock.ts); `run()` does a round now whoever holds it (tests, start-up, taking the lock). A
 * round asked for while one is in flight waits for it and then runs its own: the round in flight may have looked
 * before the caller's rows were committed, so its "nothing to do" would not be the caller's answer.
 */
export const startPolling = <T>(options: {
  name: string
  intervalMs: number
  logger: Logger
  work: () => Promise<T>
  when?: () => boolean
}) => {
  let running: Promise<T> | null = null
  const run = (): Promise<T> => {
    if (running) return running.then(run, run)
    running = options.work().finally(() => {
      running = null
    })
    return running
  }
  const timer = setInterval(() => {
    // A tick during a round is dropped, so slow rounds never pile up behind each other.
    if (running || options.when?.() === false) return
    run().catch((error) => options.logger.error({ err: error }, `${options.name} failed`))
  }, options.intervalMs)
  timer.unref()
  return { run, stop: () => clearInterval(timer) }
}
