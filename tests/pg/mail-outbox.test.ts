// Two server processes on one PostgreSQL database drain one mail outbox into a real SMTP server: every mail
// arrives once, with the Message-ID stored when it was enqueued, and a retried mail keeps that Message-ID.
import { eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mailOutbox } from '../../src/server/db/schema.ts'
import { MAIL_CLAIM_LEASE_SECONDS } from '../../src/server/mail/delivery.ts'
import { enqueueMail } from '../../src/server/mail/outbox.ts'
import { isolatedDatabaseUrl, startTestServer, type TestServer } from '../support/server.ts'
import { type SmtpSink, startSmtpSink } from '../support/smtp-sink.ts'

const base = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
let database: Awaited<ReturnType<typeof isolatedDatabaseUrl>>
let smtp: SmtpSink
let first: TestServer
let second: TestServer

beforeAll(async () => {
  smtp = await startSmtpSink()
  database = await isolatedDatabaseUrl(base)
  // No demo data: only the mails these tests enqueue reach the SMTP server.
  const env = { DATABASE_URL: database.url, SMTP_URL: smtp.url, SEED_DEMO_DATA: 'false' }
  first = await startTestServer(env)
  second = await startTestServer({ ...env, PUBLIC_URL: first.config.publicUrl })
})
afterAll(async () => {
  await first?.stop()
  await second?.stop()
  await database?.drop()
  await smtp?.close()
})

const db = () => first.database.db
const rowsOf = (ids: string[]) => db().select().from(mailOutbox).where(inArray(mailOutbox.id, ids))
const mailAbout = (subject: string) => ({ to: 'someone@example.test', subject, text: subject })
const enqueue = (subjects: string[]) =>
  Promise.all(subjects.map((subject) => enqueueMail(db(), first.config, mailAbout(subject))))

/** Both processes drain side by side (their pollers may join in) until none of these rows is waiting. */
const drainUntilSent = async (ids: string[]) => {
  for (let round = 0; round < 20; round++) {
    await Promise.all([first.mail.drain(), second.mail.drain()])
    if ((await rowsOf(ids)).every((row) => row.status === 'sent')) return
  }
  throw new Error('the mail outbox did not drain')
}

const receivedWith = (subject: string) => smtp.received.filter((mail) => mail.subject === subject)

describe('the mail outbox with two server processes on one database', () => {
  it('sends each mail exactly once, with the Message-ID stored when it was enqueued', async () => {
    const subjects = Array.from({ length: 40 }, (_, i) => `Batch mail ${i + 1}`)
    const ids = await enqueue(subjects)
    await drainUntilSent(ids)
    const host = new URL(first.config.publicUrl).hostname
    for (const row of await rowsOf(ids)) {
      expect(row.messageId).toBe(`<${row.id}@${host}>`)
      expect(row.attempts).toBe(1)
      expect(receivedWith(row.subject).map((mail) => mail.messageId)).toEqual([row.messageId])
    }
  })

  it('retries a mail the SMTP server turned away, with the same Message-ID', async () => {
    smtp.failOnce('Retried mail')
    const [id] = await enqueue(['Retried mail'])
    // The pollers may retry as soon as the first attempt failed, so the outcome is checked once it is sent.
    await drainUntilSent([id!])
    const [row] = await rowsOf([id!])
    expect(row!.attempts).toBe(2)
    expect(row!.lastError).toContain('451')
    expect(smtp.rejected.map((mail) => mail.messageId)).toEqual([row!.messageId])
    expect(receivedWith('Retried mail').map((mail) => mail.messageId)).toEqual([row!.messageId])
  })

  it('sends again a mail whose claim outlived its lease (its process stopped before marking it), and only that one', async () => {
    const claimedAgo = (seconds: number) => new Date(Date.now() - seconds * 1000)
    // Enqueued and claimed in one transaction, so the pollers never see these rows pending.
    const [stranded, held] = await db().transaction(async (tx) => {
      const claimed = (subject: string, claimedAt: Date) =>
        enqueueMail(tx, first.config, mailAbout(subject)).then(async (id) => {
          await tx.update(mailOutbox).set({ status: 'claimed', claimedAt }).where(eq(mailOutbox.id, id))
          return id
        })
      return [
        await claimed('Stranded mail', claimedAgo(MAIL_CLAIM_LEASE_SECONDS + 60)),
        await claimed('Held mail', claimedAgo(5)),
      ]
    })

    await drainUntilSent([stranded!])
    const [strandedRow] = await rowsOf([stranded!])
    expect(receivedWith('Stranded mail').map((mail) => mail.messageId)).toEqual([strandedRow!.messageId])
    // Still within its lease: the process holding it may yet be sending it, so nobody else does.
    expect((await rowsOf([held!]))[0]!.status).toBe('claimed')
    expect(receivedWith('Held mail')).toEqual([])
  })
})
