// An outbox row's claim is a lease: a server killed between running a handler and marking the row done runs the
// handler again once the lease has run out. Every mail a handler sends has an id derived from the row (and its
// recipient), so the run again queues no second mail with a new Message-ID: the reviewer's request, the SDS, the
// dispute's mails to the client and to the party, the reassessment reminder and the contractor's questions, with
// the copies of those added on the Notifications tab. Each row here runs, then runs again after its lease ran out.
import { and, asc, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { PARTY } from '../../machines/meta.ts'
import { answerEvery, leaningTowards } from '../../src/domain/question-sets/answer-paths.ts'
import type { QuestionSetDefinition } from '../../src/domain/questionnaire.ts'
import {
  distributionReceipts,
  distributions,
  engagementNotificationRecipients,
  engagementReviewers,
  mailOutbox,
  outbox,
} from '../../src/server/db/schema.ts'
import { findAccountByChangePasswordId } from '../../src/server/idp/accounts.ts'
import { mailIdFor, messageIdFor } from '../../src/server/mail/outbox.ts'
import { raiseDispute } from '../../src/server/modules/disputes/raise-dispute.service.ts'
import { demoEmail } from '../../src/server/seed/demo-data.ts'
import { OUTBOX_CLAIM_LEASE_SECONDS } from '../../src/server/workflow/outbox.ts'
import { apiFixture } from '../support/api-fixture.ts'
import { acmeContractorOf } from '../support/demo-records.ts'

const api = apiFixture({
  accounts: ['partner', 'partner.admin', 'provider.admin', 'sign.off.user', 'sign.off.deputy', 'contractor.type1'],
})
const { call, as, actor, db } = api
let full: QuestionSetDefinition
const DAY = 24 * 60 * 60 * 1000
let acmeId = ''
let taraContractorId = ''
let made = 0

/** Every queued mail, as far as a second run could change it. */
const allMails = async () =>
  (await db().select().from(mailOutbox).orderBy(asc(mailOutbox.id))).map((mail) => ({
    id: mail.id,
    to: mail.to,
    subject: mail.subject,
    messageId: mail.messageId,
  }))

/** The mails about an engagement (its name is unique), by recipient. */
const mailsAbout = async (name: string) => (await allMails()).filter((mail) => mail.subject.includes(name))

const outboxRow = async (kind: string, entityId: string) => {
  const rows = await db()
    .select()
    .from(outbox)
    .where(and(eq(outbox.kind, kind), eq(outbox.entityId, entityId)))
  expect(rows, `one ${kind} row`).toHaveLength(1)
  return rows[0]!
}

/** A row for a handler, as a transition would leave it. */
const insertRow = async (kind: string, entityType: string, entityId: string) =>
  (
    await db()
      .insert(outbox)
      .values({ kind, entityType, entityId, payload: { event: { type: 'test' }, params: null } })
      .returning()
  )[0]!

/** The row's handler runs again, as after a crash: its claim's lease has run out and the worker takes it back. */
const rerun = async (rowId: string) => {
  await db()
    .update(outbox)
    .set({ status: 'claimed', claimedAt: new Date(Date.now() - (OUTBOX_CLAIM_LEASE_SECONDS + 60) * 1000) })
    .where(eq(outbox.id, rowId))
  await api.server.outbox.drain()
  const row = (await db().select().from(outbox).where(eq(outbox.id, rowId)))[0]!
  expect(row).toMatchObject({ status: 'done', attempts: 2 })
}

/** Runs the row again and finds nothing new queued, anywhere. */
const rerunQueuesNothing = async (rowId: string) => {
  const before = await allMails()
  await rerun(rowId)
  expect(await allMails()).toEqual(before)
}

const expectOnePerRecipient = (mails: readonly { to: string }[]) =>
  expect(new Set(mails.map((mail) => mail.to)).size).toBe(mails.length)

/** The mail's id and the Message-ID made from it. */
const expectIds = (mail: { id: string; messageId: string } | undefined, id: string) => {
  expect(mail?.id).toBe(id)
  expect(mail?.messageId).toBe(messageIdFor(id, api.server.config.publicUrl))
}

/** A copy for the user for every kind of the engagement's mail. */
const addForAll = (engagementId: string, ...accounts: string[]) =>
  db()
    .insert(engagementNotificationRecipients)
    .values(accounts.map((account) => ({ engagementId, actorId: actor(account), kind: 'ALL' })))

/** A new engagement of Tara Bennett's contractor record at Acme (or another contractor's). */
const createEngagement = async (options: { reviewers?: string[]; contractorId?: string } = {}) => {
  const name = `Rerun #${++made}#`
  const created = await call('/api/assessments/engagements', {
    method: 'POST',
    token: as('partner'),
    body: {
      contractor_id: options.contractorId ?? taraContractorId,
      organisation_id: acmeId,
      question_set_id: full.id,
      name,
      end_client_id: acmeId,
      start_date: '2027-02-01',
      end_date: '2027-04-30',
      daily_rate: 600,
      reviewers: (options.reviewers ?? []).map((account) => ({ ActorId: actor(account), OrganisationId: acmeId })),
    },
  })
  expect(created.status, JSON.stringify(created.json)).toBe(201)
  return { id: created.json.id as string, name }
}

/** The client's answers submitted: on to review, to distribution, or to the contractor when disseminated. */
const submit = async (engagementId: string, extra: Record<string, unknown> = {}) => {
  const engagement = (await call(`/api/assessments/engagements/${engagementId}`, { token: as('partner') })).json
  const submitted = await call(`/api/assessments/assessments/${engagement.assessments[0].id}/answers`, {
    method: 'POST',
    token: as('partner'),
    body: {
      contractor_engagement_id: engagementId,
      question_set_id: full.id,
      submitted: true,
      submitted_by: 'CLIENT',
      answer_ids: answerEvery(full, 'CLIENT', leaningTowards('INSIDE')),
      ...extra,
    },
  })
  expect(submitted.status, JSON.stringify(submitted.json)).toBe(200)
  await api.server.outbox.drain()
}

beforeAll(async () => {
  full = await api.fullSet()
  const acme = await acmeContractorOf(db(), actor('contractor.type1'))
  acmeId = acme.acmeId
  taraContractorId = acme.contractorId
})

describe('sign-off mails', () => {
  it('asks the reviewer once, with the row id as the mail id, and copies once, however often the row runs', async () => {
    const { id, name } = await createEngagement({ reviewers: ['sign.off.user'] })
    await addForAll(id, 'partner.admin', 'sign.off.deputy')
    await submit(id)
    const record = (await db().select().from(engagementReviewers).where(eq(engagementReviewers.engagementId, id)))[0]!
    const row = await outboxRow('notifyReviewer', record.id)
    const mails = await mailsAbout(name)
    expect(mails.map((mail) => mail.to).sort()).toEqual(
      [demoEmail('sign.off.user'), demoEmail('partner.admin'), demoEmail('sign.off.deputy')].sort(),
    )
    expectIds(
      mails.find((mail) => mail.to === demoEmail('sign.off.user')),
      row.id,
    )
    for (const copy of ['partner.admin', 'sign.off.deputy'])
      expectIds(
        mails.find((mail) => mail.to === demoEmail(copy)),
        mailIdFor(row.id, 'copy', demoEmail(copy)),
      )
    await rerunQueuesNothing(row.id)
  })

  it('tells the assessor that every reviewer has signed off once, per recipient', async () => {
    const { id, name } = await createEngagement()
    await addForAll(id, 'partner.admin')
    await submit(id)
    const row = await insertRow('notifyReviewsComplete', 'engagement', id)
    await api.server.outbox.drain()
    const mails = (await mailsAbout(name)).filter((mail) => mail.subject.includes('have signed off'))
    expect(mails.map((mail) => mail.to).sort()).toEqual([demoEmail('partner'), demoEmail('partner.admin')].sort())
    expectIds(
      mails.find((mail) => mail.to === demoEmail('partner')),
      mailIdFor(row.id, demoEmail('partner')),
    )
    await rerunQueuesNothing(row.id)
  })
})

describe('the SDS and its disputes', () => {
  let engagement: { id: string; name: string }
  let distributionId = ''
  let disputeId = ''

  beforeAll(async () => {
    engagement = await createEngagement()
    await addForAll(engagement.id, 'partner.admin', 'sign.off.deputy')
    await submit(engagement.id)
  })

  const mailsLike = async (pattern: RegExp) =>
    (await mailsAbout(engagement.name)).filter((mail) => pattern.test(mail.subject))

  it('sends the SDS once to the party, with the id from its receipt, and each copy once', async () => {
    const sent = await call(`/api/assessments/engagements/${engagement.id}/distributions/send`, {
      method: 'POST',
      token: as('partner'),
    })
    expect(sent.status, JSON.stringify(sent.json)).toBe(200)
    await api.server.outbox.drain()
    const party = (await db().select().from(distributions).where(eq(distributions.engagementId, engagement.id)))[0]!
    distributionId = party.id
    const row = await outboxRow('sendSds', party.id)
    const receipt = (
      await db().select().from(distributionReceipts).where(eq(distributionReceipts.distributionId, party.id))
    )[0]!
    expect(receipt.mailId).toBe(mailIdFor(receipt.id, party.email))
    const mails = await mailsLike(/status determination statement/)
    expect(mails).toHaveLength(3)
    expectOnePerRecipient(mails)
    expectIds(
      mails.find((mail) => mail.to === party.email),
      receipt.mailId!,
    )
    expectIds(
      mails.find((mail) => mail.to === demoEmail('partner.admin')),
      mailIdFor(receipt.id, 'copy', demoEmail('partner.admin')),
    )
    await rerunQueuesNothing(row.id)
    // The receipt still names the one mail that carried the SDS.
    expect(
      (await db().select().from(distributionReceipts).where(eq(distributionReceipts.id, receipt.id)))[0]!.mailId,
    ).toBe(receipt.mailId)
  })

  it('tells the client of the dispute once per recipient', async () => {
    disputeId = await raiseDispute({
      db: db(),
      engagementId: engagement.id,
      organisationId: acmeId,
      party: {
        distributionId,
        firer: { actorId: null, roles: [PARTY.contractor] },
        contractorId: taraContractorId,
        raisedBy: 'Contractor',
      },
      details: 'I choose how and when I do the work.',
    })
    await api.server.outbox.drain()
    const row = await outboxRow('notifyClientOfDispute', engagement.id)
    const mails = await mailsLike(/is disputed/)
    expect(mails.map((mail) => mail.to).sort()).toEqual(
      [demoEmail('partner'), demoEmail('partner.admin'), demoEmail('sign.off.deputy')].sort(),
    )
    expectIds(
      mails.find((mail) => mail.to === demoEmail('partner')),
      mailIdFor(row.id, demoEmail('partner')),
    )
    await rerunQueuesNothing(row.id)
  })

  it('reminds the client once per recipient; a run cut short sends only what it had not queued, under the same id', async () => {
    await api.server.scheduler.tick(new Date(Date.now() + 32 * DAY))
    await api.server.outbox.drain()
    const row = await outboxRow('remindClient', disputeId)
    const mails = await mailsLike(/^(Copy: )?Dispute Due/)
    expect(mails).toHaveLength(3)
    expectOnePerRecipient(mails)
    await rerunQueuesNothing(row.id)
    // The crash came after the copies, before the client's own mail: the run again queues that one alone.
    const own = mails.find((mail) => mail.to === demoEmail('partner'))!
    await db().delete(mailOutbox).where(eq(mailOutbox.id, own.id))
    await db().update(outbox).set({ attempts: 1 }).where(eq(outbox.id, row.id))
    await rerun(row.id)
    expect(await mailsLike(/^(Copy: )?Dispute Due/)).toEqual(mails)
  })

  it('tells the client once per recipient that the deadline has passed', async () => {
    await api.server.scheduler.tick(new Date(Date.now() + 46 * DAY))
    await api.server.outbox.drain()
    const row = await outboxRow('recordMissedDeadline', disputeId)
    const mails = await mailsLike(/Deadline passed/)
    expect(mails).toHaveLength(3)
    expectOnePerRecipient(mails)
    await rerunQueuesNothing(row.id)
  })

  it("gives the party the client's answer once, and each copy once", async () => {
    const answered = await call(`/api/assessments/engagements/${engagement.id}/disputes/${disputeId}`, {
      method: 'PATCH',
      token: as('partner'),
      body: [
        { op: 'replace', path: '/status_id', value: 2 },
        { op: 'replace', path: '/resolution', value: 'upheld' },
        { op: 'replace', path: '/details', value: 'The client sets the hours on site.' },
      ],
    })
    expect(answered.status, JSON.stringify(answered.json)).toBe(200)
    await api.server.outbox.drain()
    const row = await outboxRow('notifyParty', disputeId)
    const mails = await mailsLike(/has been answered/)
    expect(mails).toHaveLength(3)
    expectOnePerRecipient(mails)
    expectIds(
      mails.find((mail) => mail.to === demoEmail('contractor.type1')),
      mailIdFor(row.id, demoEmail('contractor.type1')),
    )
    await rerunQueuesNothing(row.id)
  })
})

describe('the reassessment reminder', () => {
  it('reminds the assessor once, and each copy once', async () => {
    const { id, name } = await createEngagement()
    await addForAll(id, 'partner.admin')
    await submit(id)
    const row = await insertRow('remindReassessment', 'engagement', id)
    await api.server.outbox.drain()
    const mails = (await mailsAbout(name)).filter((mail) => mail.subject.includes('Reassessment due'))
    expect(mails.map((mail) => mail.to).sort()).toEqual([demoEmail('partner'), demoEmail('partner.admin')].sort())
    expectIds(
      mails.find((mail) => mail.to === demoEmail('partner')),
      mailIdFor(row.id, demoEmail('partner')),
    )
    await rerunQueuesNothing(row.id)
  })
})

describe("the contractor's questions", () => {
  it('asks once; a run again leaves the set-password link in the queued mail working', async () => {
    const email = `rerun.${Date.now().toString(36)}@example.test`
    const created = await call('/api/actors/contractors', {
      method: 'POST',
      token: as('provider.admin'),
      body: {
        first_name: 'Robin',
        last_name: 'Rerun',
        company_name: 'Rerun Ltd',
        company_number: 'RR000001',
        email,
        phone_number: '+447700900556',
        organisation_id: acmeId,
      },
    })
    expect(created.status, JSON.stringify(created.json)).toBe(201)
    const { id, name } = await createEngagement({ contractorId: created.json.id })
    await addForAll(id, 'partner.admin')
    await submit(id, { dissemination: true })
    const row = await outboxRow('requestContractorAnswers', id)
    const asked = (await mailsAbout(name)).filter((mail) => mail.to === email)
    expect(asked).toHaveLength(1)
    expectIds(asked[0], row.id)
    const text = (await db().select().from(mailOutbox).where(eq(mailOutbox.id, row.id)))[0]!.text
    const changePasswordId = /\/idp\/password\/([A-Za-z0-9_-]+)/.exec(text)?.[1]
    expect(changePasswordId).toBeDefined()
    await rerunQueuesNothing(row.id)
    expect(await findAccountByChangePasswordId(db(), changePasswordId!)).toMatchObject({ email })
  })
})
