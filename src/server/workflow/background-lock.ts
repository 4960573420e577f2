// Who runs the background work (the scheduler, the outbox worker, the mail delivery): one server process at a
// time, the one holding a PostgreSQL advisory lock (docs/process.md, "Several server processes").
//
// The lock is session-level, taken on a connection of its own, so it goes with that connection: a process that
// dies, or loses its connection, lets it go at once, and another takes it at its next try. It is also a lease:
// the holder's connection is closed by PostgreSQL after BACKGROUND_LEASE_SECONDS without a word from it
// (`idle_session_timeout`), and the holder speaks every BACKGROUND_LOCK_CHECK_MS, so a holder whose event loop
// has stalled for that long gives the work up too.
import { sql } from 'drizzle-orm'
import pg from 'pg'
import type { Logger } from 'pino'
import { type Database, queryRows } from '../db/client.ts'

/** One key for the whole portal in its database (advisory locks are per database): "IR35" in ASCII. */
export const BACKGROUND_LOCK_KEY = 0x49523335

/** How long the holder may stay silent before PostgreSQL ends its session and the lock with it. */
export const BACKGROUND_LEASE_SECONDS = 15

/** How often the holder renews its lease and the others try to take the lock. */
export const BACKGROUND_LOCK_CHECK_MS = 2000

/** The connection's name in pg_stat_activity, so an operator sees which process holds the lock. */
export const backgroundLockName = (pid: number) => `ir35-portal background pid ${pid}`

export type BackgroundLock = {
  /** True while this process may run the background work. */
  held(): boolean
  /** Lets the lock go (a clean stop), so another process takes it at its next try. */
  stop(): Promise<void>
}

/**
 * Work a holder does on taking the lock, before its first rounds: rows claimed before that moment were claimed
 * by a holder that has since gone (claims are made only under the lock), so they are waiting again now instead
 * of after their lease. A mail one of them was sending when it went is sent again, with its Message-ID.
 */
export const releaseClaimsBefore = async (db: Database, takenAt: Date) => {
  let released = 0
  for (const table of ['scheduled_events', 'outbox', 'mail_outbox', 'webhook_deliveries'] as const) {
    const rows = await queryRows<{ id: string }>(
      db,
      sql`update ${sql.identifier(table)} set status = 'pending'
          where status = 'claimed' and claimed_at < ${takenAt.toISOString()}::timestamptz returning id`,
    )
    released += rows.length
  }
  return released
}

/**
 * PGlite: one process, which holds the work from the start. PostgreSQL: tries at once, then every
 * BACKGROUND_LOCK_CHECK_MS; `onTaken` runs each time this process takes the lock, with PostgreSQL's time then.
 */
export const startBackgroundLock = async (options: {
  databaseUrl: string | null
  logger: Logger
  onTaken: (takenAt: Date) => Promise<void>
}): Promise<BackgroundLock> => {
  if (!options.databaseUrl) {
    await options.onTaken(new Date())
    return { held: () => true, stop: async () => {} }
  }
  const { logger } = options
  let client: pg.Client | null = null
  let holding = false
  let stopped = false

  const lose = (error: unknown) => {
    if (holding) logger.warn({ err: error }, 'lost the background work lock; another process will take it')
    holding = false
    const lost = client
    client = null
    lost?.end().catch(() => {})
  }

  const connect = async () => {
    const fresh = new pg.Client({
      connectionString: options.databaseUrl!,
      application_name: backgroundLockName(process.pid),
    })
    // Unheard, a dropped connection's error would end the process; here it only means the lock has gone.
    fresh.on('error', (error) => {
      if (client === fresh) lose(error)
    })
    await fresh.connect()
    try {
      await fresh.query(`set idle_session_timeout = '${BACKGROUND_LEASE_SECONDS}s'`)
    } catch (error) {
      // Before PostgreSQL 14: the lock still goes with the connection, only a stalled holder keeps it.
      logger.warn({ err: error }, 'idle_session_timeout unknown; the background lock has no lease')
    }
    return fresh
  }

  const check = async () => {
    if (stopped) return
    try {
      client ??= await connect()
      if (holding) {
        // The renewal: a word on the session within the lease, and proof the session (and its lock) lives.
        await client.query('select 1')
        return
      }
      const answer = await client.query<{ taken: boolean; now: Date }>(
        'select pg_try_advisory_lock($1) as taken, now() as now',
        [BACKGROUND_LOCK_KEY],
      )
      const row = answer.rows[0]!
      if (!row.taken || stopped) return
      holding = true
      logger.info({ pid: process.pid }, 'holds the background work lock: runs the scheduler and the outboxes')
      await options.onTaken(row.now)
    } catch (error) {
      lose(error)
    }
  }

  let checking: Promise<void> = check()
  await checking
  const timer = setInterval(() => {
    checking = checking.then(check)
  }, BACKGROUND_LOCK_CHECK_MS)
  timer.unref()

  return {
    held: () => holding,
    stop: async () => {
      stopped = true
      clearInterval(timer)
      await checking
      holding = false
      await client?.end().catch(() => {})
      client = null
    },
  }
}
