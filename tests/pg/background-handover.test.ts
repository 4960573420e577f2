// Two server processes on one PostgreSQL database, one of them holding the background work (the scheduler and the
// outboxes), killed with SIGKILL while a mail is in flight and the schedule is half sent: the other takes the work
// over within the lease, every scheduled event is sent once, and every mail arrives once, the one in flight at the
// kill twice with the same Message-ID.
import type { ChildProcess } from 'node:child_process'
import { and, eq, inArray, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../../src/server/config.ts'
import { type DatabaseHandle, openDatabase, queryRows } from '../../src/server/db/client.ts'
import { auditEvents, engagements, mailOutbox, outbox, scheduledEvents } from '../../src/server/db/schema.ts'
import { prepareDatabase } from '../../src/server/main.ts'
import {
  BACKGROUND_LEASE_SECONDS,
  BACKGROUND_LOCK_KEY,
  backgroundLockName,
} from '../../src/server/workflow/background-lock.ts'
import { freePort, isolatedDatabaseUrl } from '../support/server.ts'
import { killAll, type ServerProcess, startServerProcess } from '../support/server-process.ts'
import { type SmtpSink, startSmtpSink } from '../support/smtp-sink.ts'

const base = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
/** Scheduled events: half fall due now, one after another, the other half once the holder has been killed. */
const EVENTS = 24
const EVENT_SPACING_MS = 100
/** When the later half is due, until the test makes it due: long after the kill, whatever the machine's speed. */
const LATER_MS = 10 * 60 * 1000
const started: ChildProcess[] = []
let database: Awaited<ReturnType<typeof isolatedDatabaseUrl>>
let smtp: SmtpSink
let handle: DatabaseHandle | undefined

beforeAll(async () => {
  smtp = await startSmtpSink()
  database = await isolatedDatabaseUrl(base)
})
afterAll(async () => {
  await killAll(started)
  await handle?.close()
  await database?.drop()
  await smtp?.close()
})

/** A server on the test's database and SMTP sink; every one has the same public address, as behind a load balancer. */
const startProcess = async (publicUrl: string) => {
  const spawned = await startServerProcess(
    {
      DATABASE_URL: database.url,
      DATA_DIR: 'memory://',
      PUBLIC_URL: publicUrl,
      SMTP_URL: smtp.url,
      LOG_LEVEL: 'warn',
      // The holder looks for due events every second, so the schedule below is sent while the test watches.
      SCHEDULER_INTERVAL_SECONDS: '1',
    },
    { started },
  )
  if (!spawned.listening) throw new Error(`The server did not start:\n${spawned.output()}`)
  return spawned
}

/** The process whose connection holds the background work lock, by its name in pg_stat_activity; null if none. */
const holderOf = async (db: DatabaseHandle['db'], processes: readonly ServerProcess[]) => {
  const rows = await queryRows<{ name: string }>(
    db,
    sql`select a.application_name as name from pg_locks l join pg_stat_activity a on a.pid = l.pid
        where l.locktype = 'advisory' and l.granted and l.classid = 0 and l.objid = ${BACKGROUND_LOCK_KEY}
          and l.database = (select oid from pg_database where datname = current_database())`,
  )
  return processes.find((spawned) => rows[0]?.name === backgroundLockName(spawned.child.pid!)) ?? null
}

const until = async (what: string, done: () => Promise<boolean>, timeoutMs: number) => {
  const deadline = Date.now() + timeoutMs
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

describe('the background work when the process holding it is killed', () => {
  it('passes to the other process within the lease; no scheduled event or mail is lost or sent twice, but the mail in flight, again with its Message-ID', async () => {
    // Migrated and seeded once, as `npm start` does before it forks, so that both processes start side by side.
    const publicUrl = `http://localhost:${await freePort()}`
    await prepareDatabase(loadConfig({ DATABASE_URL: database.url, DATA_DIR: 'memory://', LOG_LEVEL: 'silent' }))
    const both = await Promise.all([startProcess(publicUrl), startProcess(publicUrl)])
    handle = await openDatabase({ databaseUrl: database.url, dataDir: 'memory://', migrate: false })
    const { db } = handle
    const holder = await holderOf(db, both)
    expect(holder).not.toBeNull()
    const other = both.find((spawned) => spawned !== holder)!

    // Engagements whose SDS has gone out accept `reassessment.due` as often as it comes, each time e-mailing the
    // assessor through the outbox: an event sent twice would show as a second trail entry and a second mail.
    const reminded = await db
      .select({ id: engagements.id })
      .from(engagements)
      .where(
        and(
          eq(engagements.type, 'Contractor'),
          inArray(sql`${engagements.state}->>'value'`, ['complete', 'awaitingSdsAcceptance', 'inDispute']),
        ),
      )
    expect(reminded.length).toBeGreaterThan(1)
    const ids = reminded.map((row) => row.id)
    // The first reminder to arrive is left unanswered: the holder is killed with it in flight.
    const inFlight = smtp.holdReply((mail) => mail.subject.startsWith('Reassessment due'))
    const start = Date.now()
    const schedule = await db
      .insert(scheduledEvents)
      .values(
        Array.from({ length: EVENTS }, (_, i) => ({
          entityType: 'engagement',
          entityId: ids[i % ids.length]!,
          event: { type: 'reassessment.due' },
          dueAt: new Date(start + i * EVENT_SPACING_MS + (i < EVENTS / 2 ? 0 : LATER_MS)),
        })),
      )
      .returning({ id: scheduledEvents.id, entityId: scheduledEvents.entityId })
    const scheduleIds = schedule.map((row) => row.id)
    const later = scheduleIds.slice(EVENTS / 2)
    const sentCount = async () =>
      (
        await db
          .select({ n: sql<number>`count(*)::int` })
          .from(scheduledEvents)
          .where(and(inArray(scheduledEvents.id, scheduleIds), eq(scheduledEvents.status, 'sent')))
      )[0]!.n

    const held = await inFlight
    holder!.child.kill('SIGKILL')
    await holder!.exited
    const killedAt = Date.now()
    const sentByTheHolder = await sentCount()
    // Killed mid-work: part of the schedule was sent, and the rest falls to the other process. The later half falls
    // due now, as if its time had come while the work changed hands.
    expect(sentByTheHolder).toBeGreaterThan(0)
    expect(sentByTheHolder).toBeLessThanOrEqual(EVENTS / 2)
    await db.update(scheduledEvents).set({ dueAt: new Date() }).where(inArray(scheduledEvents.id, later))

    await until(
      'the other process holds the background work',
      async () => (await holderOf(db, both)) === other,
      BACKGROUND_LEASE_SECONDS * 1000,
    )
    const takenOverAfterMs = Date.now() - killedAt
    expect(takenOverAfterMs).toBeLessThan(BACKGROUND_LEASE_SECONDS * 1000)

    const waiting = (table: typeof scheduledEvents | typeof outbox | typeof mailOutbox) =>
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(table)
        .where(inArray(table.status, ['pending', 'claimed']))
        .then((rows) => rows[0]!.n)
    await until(
      'the schedule and both outboxes are done',
      async () => (await sentCount()) === EVENTS && (await waiting(outbox)) === 0 && (await waiting(mailOutbox)) === 0,
      40_000,
    )

    // Each event was sent through the engagement's machine once: one trail entry and one outbox row per event.
    const expected = new Map<string, number>()
    for (const row of schedule) expected.set(row.entityId, (expected.get(row.entityId) ?? 0) + 1)
    const trail = await db
      .select({ entityId: auditEvents.entityId, n: sql<number>`count(*)::int` })
      .from(auditEvents)
      .where(and(inArray(auditEvents.entityId, ids), eq(auditEvents.eventType, 'reassessment.due')))
      .groupBy(auditEvents.entityId)
    expect(new Map(trail.map((row) => [row.entityId, row.n]))).toEqual(expected)
    const actions = await db
      .select({ status: outbox.status })
      .from(outbox)
      .where(and(inArray(outbox.entityId, ids), eq(outbox.kind, 'remindReassessment')))
    expect(actions.map((row) => row.status)).toEqual(Array(EVENTS).fill('done'))

    // Every mail went out, and arrived once, except the one in flight at the kill: twice, with one Message-ID.
    const mails = await db.select().from(mailOutbox)
    expect(mails.filter((mail) => mail.status !== 'sent')).toEqual([])
    expect(mails.filter((mail) => mail.subject.startsWith('Reassessment due')).length).toBeGreaterThanOrEqual(EVENTS)
    const copies = new Map<string, number>()
    for (const mail of smtp.received) copies.set(mail.messageId, (copies.get(mail.messageId) ?? 0) + 1)
    expect([...copies.keys()].sort()).toEqual(mails.map((mail) => mail.messageId).sort())
    expect([...copies].filter(([, n]) => n !== 1)).toEqual([[held.messageId, 2]])
    console.info(
      `${sentByTheHolder} of ${EVENTS} events sent before the kill; the other process took over after ${takenOverAfterMs} ms; ` +
        `${smtp.received.length} messages received for ${mails.length} mails`,
    )
  }, 120_000)
})
