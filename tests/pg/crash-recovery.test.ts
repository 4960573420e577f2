// The server process on PostgreSQL, killed with SIGKILL in the middle of a write load and started again: every
// acknowledged write is there, no engagement is half written, both outboxes resume, and a mail caught between
// sending and marking goes again with the same Message-ID, so no inbox shows it twice.
import type { ChildProcess } from 'node:child_process'
import { and, eq, inArray, like, lte, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type DatabaseHandle, openDatabase } from '../../src/server/db/client.ts'
import {
  assessments,
  auditEvents,
  contractors,
  engagements,
  invites,
  mailOutbox,
  organisations,
  outbox,
  permissionRoles,
} from '../../src/server/db/schema.ts'
import { MAIL_CLAIM_LEASE_SECONDS } from '../../src/server/mail/delivery.ts'
import { type AuditEvent, verifyChain } from '../../src/server/workflow/audit-chain.ts'
import { OUTBOX_CLAIM_LEASE_SECONDS } from '../../src/server/workflow/outbox.ts'
import { apiClient } from '../support/api.ts'
import { freePort, isolatedDatabaseUrl } from '../support/server.ts'
import { killAll, startServerProcess } from '../support/server-process.ts'
import { signInDemo } from '../support/sign-in.ts'
import { type SmtpSink, startSmtpSink } from '../support/smtp-sink.ts'

const base = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
/** How long the write load runs before the kill. */
const LOAD_MS = 1500
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

/** The server on the test's database and SMTP sink, on the port given (a restart keeps its address). */
const startProcess = async (port: number) => {
  const spawned = await startServerProcess(
    { DATABASE_URL: database.url, DATA_DIR: 'memory://', SMTP_URL: smtp.url, LOG_LEVEL: 'warn' },
    { started, port },
  )
  if (!spawned.listening) throw new Error(`The server did not start:\n${spawned.output()}`)
  return spawned
}

/** Runs `write` again and again until `stop` is set; keeps the ids it was answered 2xx for. */
const writeLoop = async (stop: { now: boolean }, write: (n: number) => Promise<{ status: number; id?: string }>) => {
  const acknowledged: string[] = []
  for (let n = 0; !stop.now; n++) {
    try {
      const answer = await write(n)
      if (answer.status >= 200 && answer.status < 300 && answer.id) acknowledged.push(answer.id)
      else if (!stop.now) throw new Error(`a write was refused: HTTP ${answer.status}`)
    } catch (error) {
      // A request cut off by the kill was never acknowledged; anything before the kill is a fault of the test.
      if (!stop.now) throw error
    }
  }
  return acknowledged
}

/** Both outboxes with nothing waiting or held: `[outbox rows, mail rows]` not yet finished. */
const unfinished = async (db: DatabaseHandle['db']) => {
  const waiting = inArray(outbox.status, ['pending', 'claimed'])
  const actions = await db.select({ n: sql<number>`count(*)::int` }).from(outbox).where(waiting)
  const mails = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(mailOutbox)
    .where(inArray(mailOutbox.status, ['pending', 'claimed']))
  return [actions[0]!.n, mails[0]!.n] as const
}

describe('the server process on PostgreSQL killed during a write load', () => {
  it('keeps every acknowledged write, leaves no half-written engagement, resumes the outboxes and sends no mail twice', async () => {
    const port = await freePort()
    const first = await startProcess(port)
    const url = `http://localhost:${port}`
    const call = apiClient(url)
    handle = await openDatabase({ databaseUrl: database.url, dataDir: 'memory://' })
    const { db } = handle

    const orgId = async (name: string) =>
      (await db.select().from(organisations).where(eq(organisations.name, name)))[0]!.id
    const acme = await orgId('Acme Retail Group')
    const northbridge = await orgId('Northbridge Partners')
    const contractor = (await db.select().from(contractors).where(eq(contractors.organisationId, acme)))[0]!
    const partnerRole = (await db.select().from(permissionRoles).where(eq(permissionRoles.name, 'Partner')))[0]!
    const partner = (await signInDemo(url, 'partner')).accessToken
    const admin = (await signInDemo(url, 'provider.admin')).accessToken
    const full = (await call('/api/assessments/question-sets/type/FULL', { token: partner })).json

    const stop = { now: false }
    const createEngagement = (loop: number) => async (n: number) => {
      const response = await call('/api/assessments/engagements', {
        method: 'POST',
        token: partner,
        body: {
          contractor_id: contractor.id,
          organisation_id: acme,
          question_set_id: full.id,
          name: `Crash load ${loop}-${n}`,
          end_client_id: acme,
          agency_id: northbridge,
          start_date: '2027-01-04',
          end_date: '2027-03-26',
          daily_rate: 600,
          sds_provider: 'Acme Retail Group HR',
        },
      })
      return { status: response.status, id: response.json?.id }
    }
    // An invitation is an invite row whose machine asks the outbox to send a mail, which the mail outbox delivers.
    const invite = (loop: number) => async (n: number) => {
      const response = await call('/api/actors/invites', {
        method: 'POST',
        token: admin,
        body: { email: `crash.${loop}.${n}@example.test`, organisation_id: acme, roles: [partnerRole.id] },
      })
      return { status: response.status, id: response.json?.id }
    }
    // A resend is the invite machine's sendInvite action: an outbox row whose handler queues the mail after commit.
    const resent = await invite(9)(0)
    expect(resent.status).toBe(201)
    const resend = async () => {
      const response = await call(`/api/actors/invites/${resent.id}/resend`, { method: 'POST', token: admin })
      return { status: response.status, id: response.json?.id }
    }
    const loops = {
      engagements: [0, 1].map((loop) => writeLoop(stop, createEngagement(loop))),
      invites: [0, 1].map((loop) => writeLoop(stop, invite(loop))),
      resends: writeLoop(stop, resend),
    }
    await new Promise((resolve) => setTimeout(resolve, LOAD_MS))
    stop.now = true
    first.child.kill('SIGKILL')
    await first.exited
    const acknowledgedEngagements = (await Promise.all(loops.engagements)).flat()
    const acknowledgedInvites = (await Promise.all(loops.invites)).flat()
    const acknowledgedResends = (await loops.resends).length
    expect(acknowledgedEngagements.length).toBeGreaterThan(0)
    expect(acknowledgedInvites.length).toBeGreaterThan(0)
    expect(acknowledgedResends).toBeGreaterThan(0)
    const killedAt = new Date()

    const again = await startProcess(port)
    // A claim the dead process held runs out only after its lease; the test moves those claims back by the lease,
    // as if that time had passed, instead of waiting ten minutes. The new process's own claims are left alone.
    const heldAtTheKill = { actions: 0, mails: 0 }
    heldAtTheKill.actions = (
      await db
        .update(outbox)
        .set({ claimedAt: sql`${outbox.claimedAt} - make_interval(secs => ${OUTBOX_CLAIM_LEASE_SECONDS})` })
        .where(and(eq(outbox.status, 'claimed'), lte(outbox.claimedAt, killedAt)))
        .returning({ id: outbox.id })
    ).length
    heldAtTheKill.mails = (
      await db
        .update(mailOutbox)
        .set({ claimedAt: sql`${mailOutbox.claimedAt} - make_interval(secs => ${MAIL_CLAIM_LEASE_SECONDS})` })
        .where(and(eq(mailOutbox.status, 'claimed'), lte(mailOutbox.claimedAt, killedAt)))
        .returning({ id: mailOutbox.id })
    ).length
    // Mail goes out twenty at a time every two seconds: a fast machine's load can take half a minute to send.
    const deadline = Date.now() + 75_000
    let left = await unfinished(db)
    while ((left[0] > 0 || left[1] > 0) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200))
      left = await unfinished(db)
    }
    expect(left, `[outbox, mail outbox] rows still waiting or held\n${again.output()}`).toEqual([0, 0])

    // Every acknowledged write is there.
    const storedEngagements = await db
      .select({ id: engagements.id })
      .from(engagements)
      .where(inArray(engagements.id, acknowledgedEngagements))
    expect(storedEngagements.map((row) => row.id).sort()).toEqual([...acknowledgedEngagements].sort())
    const storedInvites = await db
      .select({ id: invites.id, email: invites.email })
      .from(invites)
      .where(inArray(invites.id, acknowledgedInvites))
    expect(storedInvites.map((row) => row.id).sort()).toEqual([...acknowledgedInvites].sort())

    // No half-written engagement: each the load made (acknowledged or not) has exactly one current assessment.
    const loaded = await db
      .select({ id: engagements.id })
      .from(engagements)
      .where(like(engagements.name, 'Crash load %'))
    expect(loaded.length).toBeGreaterThanOrEqual(acknowledgedEngagements.length)
    const current = await db
      .select({ engagementId: assessments.engagementId })
      .from(assessments)
      .where(eq(assessments.standing, 'current'))
    const currentCounts = loaded.map(({ id }) => ({
      id,
      current: current.filter((row) => row.engagementId === id).length,
    }))
    expect(currentCounts.filter((row) => row.current !== 1)).toEqual([])

    // Every governed entity's trail is whole, and every engagement has one.
    const trails = new Map<string, AuditEvent[]>()
    for (const event of await db.select().from(auditEvents).orderBy(auditEvents.seq)) {
      const key = `${event.entityType}/${event.entityId}`
      trails.set(key, [...(trails.get(key) ?? []), event])
    }
    const broken = [...trails].flatMap(([key, events]) => {
      const check = verifyChain(events)
      return check.intact ? [] : [{ key, ...check }]
    })
    expect(broken).toEqual([])
    const untrailed = currentCounts.filter((row) => !trails.has(`engagement/${row.id}`))
    expect(untrailed).toEqual([])

    // Every mail went out; each new invite has one invitation, and each resend done one more (none twice).
    const mails = await db.select().from(mailOutbox)
    expect(mails.filter((mail) => mail.status !== 'sent')).toEqual([])
    const invitationsTo = (email: string) =>
      mails.filter((mail) => mail.to === email && mail.subject.includes('invited you')).length
    for (const { email } of storedInvites) expect(invitationsTo(email), email).toBe(1)
    const resends = await db
      .select()
      .from(outbox)
      .where(and(eq(outbox.entityId, resent.id!), eq(outbox.kind, 'sendInvite')))
    expect(resends.filter((row) => row.status !== 'done')).toEqual([])
    expect(resends.length).toBeGreaterThanOrEqual(acknowledgedResends)
    expect(invitationsTo('crash.9.0@example.test')).toBe(1 + resends.length)
    const received = new Map<string, Set<string>>()
    for (const mail of smtp.received) {
      const copies = received.get(mail.messageId) ?? new Set()
      // The same message is the same recipient and subject; the Date header may differ between two sends.
      copies.add(`${/^To:\s*(.*)$/im.exec(mail.raw)?.[1]?.trim()}\n${mail.subject}`)
      received.set(mail.messageId, copies)
    }
    expect([...received].filter(([, copies]) => copies.size > 1)).toEqual([])
    expect([...received.keys()].sort()).toEqual(mails.map((mail) => mail.messageId).sort())
    console.info(
      `acknowledged: ${acknowledgedEngagements.length} engagements, ${acknowledgedInvites.length} invites, ${acknowledgedResends} resends; ` +
        `held at the kill: ${heldAtTheKill.actions} outbox actions, ${heldAtTheKill.mails} mails; ` +
        `${smtp.received.length} messages received for ${mails.length} mails`,
    )
  }, 150_000)
})
