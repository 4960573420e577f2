// The Notifications tab of an engagement (rule engagement.notifications): who receives which of the engagement's
// e-mails, an organisation user added for a copy, a recipient unsubscribed and back; read as the engagement is,
// changed by those who edit it, refused with nothing changed otherwise; the SDS and the dispute duty mail cannot
// be unsubscribed; and the outbox really follows it: an unsubscribed recipient gets no such mail, an added one a copy.
import { and, eq, like } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { NOTIFICATION_MESSAGES, type RecipientRow } from '../../src/domain/engagement-notifications.ts'
import { answerEvery, leaningTowards } from '../../src/domain/question-sets/answer-paths.ts'
import type { QuestionSetDefinition } from '../../src/domain/questionnaire.ts'
import {
  auditEvents,
  engagementNotificationOptOuts,
  engagementNotificationRecipients,
  mailOutbox,
} from '../../src/server/db/schema.ts'
import { demoEmail } from '../../src/server/seed/demo-data.ts'
import { apiFixture } from '../support/api-fixture.ts'
import { acmeContractorOf } from '../support/demo-records.ts'

let full: QuestionSetDefinition
const ACCOUNTS = [
  'partner',
  'partner.admin',
  'partner.readonly',
  'sign.off.user',
  'sign.off.deputy',
  'halden.sign.off',
  'contractor.type1',
]
const api = apiFixture({ accounts: ACCOUNTS })
const { call, as, actor, db } = api
let acmeId = ''
let taraContractorId = ''
let made = 0

const path = (engagementId: string) => `/api/assessments/engagements/${engagementId}/notifications`
const tab = async (engagementId: string, account = 'partner') => {
  const response = await call(path(engagementId), { token: as(account) })
  expect(response.status, JSON.stringify(response.json)).toBe(200)
  return response.json as { rows: RecipientRow[]; candidates: { actor_id: string }[]; can_change: boolean }
}
const add = (engagementId: string, body: unknown, account = 'partner') =>
  call(path(engagementId), { method: 'POST', token: as(account), body })
const subscription = (engagementId: string, body: unknown, account = 'partner') =>
  call(path(engagementId), { method: 'PATCH', token: as(account), body })
const rowsOf = (rows: readonly RecipientRow[], kind: string) =>
  rows.filter((row) => row.kind === kind).map((row) => [row.email, row.source, row.unsubscribed, row.can_unsubscribe])
const stored = async (engagementId: string) => ({
  added: (
    await db()
      .select()
      .from(engagementNotificationRecipients)
      .where(eq(engagementNotificationRecipients.engagementId, engagementId))
  ).map((row) => `${row.actorId}/${row.kind}`),
  optOuts: (
    await db()
      .select()
      .from(engagementNotificationOptOuts)
      .where(eq(engagementNotificationOptOuts.engagementId, engagementId))
  ).map((row) => `${row.kind}/${row.email}`),
})
const factsOf = async (engagementId: string) =>
  (
    await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, engagementId), like(auditEvents.eventType, 'engagement.notification%')))
      .orderBy(auditEvents.seq)
  ).map((event) => ({ type: event.eventType, payload: event.payload }))

/** A new engagement of Tara Bennett's contractor record at Acme, with the sign-off reviewers given. */
const createEngagement = async (reviewers: string[] = []) => {
  const name = `Notifications #${++made}#`
  const created = await call('/api/assessments/engagements', {
    method: 'POST',
    token: as('partner'),
    body: {
      contractor_id: taraContractorId,
      organisation_id: acmeId,
      question_set_id: full.id,
      name,
      end_client_id: acmeId,
      start_date: '2027-02-01',
      end_date: '2027-04-30',
      daily_rate: 600,
      reviewers: reviewers.map((account) => ({ ActorId: actor(account), OrganisationId: acmeId })),
    },
  })
  expect(created.status, JSON.stringify(created.json)).toBe(201)
  return { id: created.json.id as string, name }
}

/** The client's answers submitted: on to review, or to distribution when there are no reviewers. */
const submit = async (engagementId: string) => {
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
    },
  })
  expect(submitted.status, JSON.stringify(submitted.json)).toBe(200)
}

/** The mails queued about this engagement (its name is unique), by recipient, after the outbox has run. */
const mailsAbout = async (name: string) => {
  await api.server.outbox.drain()
  return (
    await db()
      .select()
      .from(mailOutbox)
      .where(like(mailOutbox.subject, `%${name}%`))
  ).map((mail) => ({
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
  }))
}

beforeAll(async () => {
  full = await api.fullSet()
  const acme = await acmeContractorOf(db(), actor('contractor.type1'))
  acmeId = acme.acmeId
  taraContractorId = acme.contractorId
})

describe('GET /api/assessments/engagements/{id}/notifications', () => {
  it('lists every kind of mail with its default recipients, the required ones locked, and who may be added', async () => {
    const { id } = await createEngagement(['sign.off.user'])
    const notifications = await tab(id)
    expect(notifications.can_change).toBe(true)
    expect(rowsOf(notifications.rows, 'REVIEW_REQUESTED')).toEqual([
      [demoEmail('sign.off.user'), 'default', false, true],
    ])
    expect(rowsOf(notifications.rows, 'CONTRACTOR_QUESTIONS')).toEqual([
      [demoEmail('contractor.type1'), 'default', false, false],
    ])
    const locked = notifications.rows.find((row) => row.kind === 'CONTRACTOR_QUESTIONS')!
    expect(locked.required_reason).toMatch(/retract the questions/)
    const candidates = notifications.candidates.map((candidate) => candidate.actor_id)
    expect(candidates).toEqual(expect.arrayContaining([actor('partner'), actor('sign.off.deputy')]))
    // The organisation tree only: another client's user and a contractor are not offered.
    expect(candidates).not.toContain(actor('halden.sign.off'))
    expect(candidates).not.toContain(actor('contractor.type1'))
    expect((await tab(id, 'partner.readonly')).can_change).toBe(false)
  })

  it('answers 404 to another organisation, 403 to a contractor, 400 to a bad id and 401 without a token', async () => {
    const { id } = await createEngagement()
    expect((await call(path(id), { token: as('halden.sign.off') })).status).toBe(404)
    expect((await call(path(id), { token: as('contractor.type1') })).status).toBe(403)
    expect((await call(path('not-an-id'), { token: as('partner') })).status).toBe(400)
    expect((await call(path(id))).status).toBe(401)
  })
})

describe('POST /api/assessments/engagements/{id}/notifications', () => {
  it('adds an organisation user for one kind or for all, recorded on the trail; twice is a 409', async () => {
    const { id } = await createEngagement(['sign.off.user'])
    const added = await add(id, { actor_id: actor('sign.off.deputy'), kind: 'REVIEW_REQUESTED' })
    expect(added.status, JSON.stringify(added.json)).toBe(201)
    expect(rowsOf(added.json.rows, 'REVIEW_REQUESTED')).toEqual([
      [demoEmail('sign.off.user'), 'default', false, true],
      [demoEmail('sign.off.deputy'), 'added', false, true],
    ])
    const everything = await add(id, { actor_id: actor('partner.admin'), kind: 'ALL' })
    expect(everything.status).toBe(201)
    // Added for every kind, a copy of the required mail too, and that copy can be stopped.
    expect(rowsOf(everything.json.rows, 'SDS_SENT')).toEqual([[demoEmail('partner.admin'), 'added', false, true]])
    const again = await add(id, { actor_id: actor('sign.off.deputy'), kind: 'REVIEW_REQUESTED' })
    expect(again.status).toBe(409)
    expect(again.json.message).toBe(NOTIFICATION_MESSAGES.alreadyAdded)
    expect((await factsOf(id)).map((fact) => fact.type)).toEqual([
      'engagement.notificationRecipientAdded',
      'engagement.notificationRecipientAdded',
    ])
    expect((await factsOf(id))[0]!.payload).toMatchObject({
      actorId: actor('sign.off.deputy'),
      kind: 'REVIEW_REQUESTED',
    })
  })

  it('refuses bad input with a clear 400, read-only roles and contractors with 403, and changes nothing', async () => {
    const { id } = await createEngagement()
    const bad: [unknown, RegExp][] = [
      [{ actor_id: 'nobody', kind: 'ALL' }, /id \(UUID\)/],
      [{ actor_id: actor('partner'), kind: 'NEWSLETTER' }, /kind must be ALL or one of/],
      [{ actor_id: actor('partner') }, /kind/],
      [{ actor_id: actor('halden.sign.off'), kind: 'ALL' }, /not a user of this engagement/],
      [{ actor_id: actor('contractor.type1'), kind: 'ALL' }, /not a user of this engagement/],
      [{ actor_id: actor('partner'), kind: 'ALL', extra: 1 }, /extra/],
    ]
    for (const [body, message] of bad) {
      const response = await add(id, body)
      expect(response.status, JSON.stringify(body)).toBe(400)
      expect(response.json.message).toMatch(message)
    }
    const body = { actor_id: actor('partner'), kind: 'ALL' }
    expect((await add(id, body, 'partner.readonly')).status).toBe(403)
    expect((await add(id, body, 'contractor.type1')).status).toBe(403)
    expect((await add(id, body, 'halden.sign.off')).status).toBe(404)
    expect(await stored(id)).toEqual({ added: [], optOuts: [] })
    expect(await factsOf(id)).toEqual([])
  })
})

describe('PATCH /api/assessments/engagements/{id}/notifications and DELETE .../recipients/{id}', () => {
  it('unsubscribes and resubscribes a recipient of one kind, each once on the trail', async () => {
    const { id } = await createEngagement(['sign.off.user'])
    const email = demoEmail('sign.off.user').toUpperCase()
    const off = await subscription(id, { kind: 'REVIEW_REQUESTED', email, subscribed: false })
    expect(off.status, JSON.stringify(off.json)).toBe(200)
    expect(rowsOf(off.json.rows, 'REVIEW_REQUESTED')).toEqual([[demoEmail('sign.off.user'), 'default', true, true]])
    // Asked again, nothing changes and no second fact.
    expect((await subscription(id, { kind: 'REVIEW_REQUESTED', email, subscribed: false })).status).toBe(200)
    const on = await subscription(id, { kind: 'REVIEW_REQUESTED', email, subscribed: true })
    expect(rowsOf(on.json.rows, 'REVIEW_REQUESTED')).toEqual([[demoEmail('sign.off.user'), 'default', false, true]])
    expect((await factsOf(id)).map((fact) => [fact.type, fact.payload])).toEqual([
      [
        'engagement.notificationUnsubscribed',
        { kind: 'REVIEW_REQUESTED', actorId: actor('sign.off.user'), recipientId: null },
      ],
      [
        'engagement.notificationResubscribed',
        { kind: 'REVIEW_REQUESTED', actorId: actor('sign.off.user'), recipientId: null },
      ],
    ])
  })

  it('refuses the required mail (409), someone who is not a recipient (400), bad input and read-only roles', async () => {
    const { id } = await createEngagement(['sign.off.user'])
    const required = await subscription(id, {
      kind: 'CONTRACTOR_QUESTIONS',
      email: demoEmail('contractor.type1'),
      subscribed: false,
    })
    expect(required.status).toBe(409)
    expect(required.json.message).toBe(NOTIFICATION_MESSAGES.required)
    const stranger = await subscription(id, { kind: 'REVIEW_REQUESTED', email: 'x@example.test', subscribed: false })
    expect(stranger.status).toBe(400)
    expect(stranger.json.message).toBe(NOTIFICATION_MESSAGES.notARecipient)
    for (const body of [
      { kind: 'NOPE', email: demoEmail('sign.off.user'), subscribed: false },
      { kind: 'REVIEW_REQUESTED', email: '  ', subscribed: false },
      { kind: 'REVIEW_REQUESTED', email: demoEmail('sign.off.user'), subscribed: 'no' },
    ])
      expect((await subscription(id, body)).status, JSON.stringify(body)).toBe(400)
    const body = { kind: 'REVIEW_REQUESTED', email: demoEmail('sign.off.user'), subscribed: false }
    expect((await subscription(id, body, 'partner.readonly')).status).toBe(403)
    expect((await subscription(id, body, 'contractor.type1')).status).toBe(403)
    expect(await stored(id)).toEqual({ added: [], optOuts: [] })
    expect(await factsOf(id)).toEqual([])
  })

  it('removes an added recipient; an unknown one is a 404', async () => {
    const { id } = await createEngagement()
    const added = await add(id, { actor_id: actor('partner.admin'), kind: 'REASSESSMENT_DUE' })
    const recipientId = added.json.rows.find((row: RecipientRow) => row.source === 'added').recipient_id
    const removePath = `${path(id)}/recipients/${recipientId}`
    expect((await call(removePath, { method: 'DELETE', token: as('partner.readonly') })).status).toBe(403)
    const removed = await call(removePath, { method: 'DELETE', token: as('partner') })
    expect(removed.status).toBe(200)
    expect(removed.json.rows.filter((row: RecipientRow) => row.source === 'added')).toEqual([])
    expect((await call(removePath, { method: 'DELETE', token: as('partner') })).status).toBe(404)
    expect((await call(`${path(id)}/recipients/nope`, { method: 'DELETE', token: as('partner') })).status).toBe(400)
    expect((await factsOf(id)).map((fact) => fact.type)).toEqual([
      'engagement.notificationRecipientAdded',
      'engagement.notificationRecipientRemoved',
    ])
  })
})

describe('the outbox follows the Notifications tab', () => {
  it('sends no sign-off request to an unsubscribed reviewer, and a copy to the user added for it', async () => {
    const quiet = await createEngagement(['sign.off.user'])
    await subscription(quiet.id, { kind: 'REVIEW_REQUESTED', email: demoEmail('sign.off.user'), subscribed: false })
    await add(quiet.id, { actor_id: actor('sign.off.deputy'), kind: 'REVIEW_REQUESTED' })
    await submit(quiet.id)
    const mails = await mailsAbout(quiet.name)
    expect(mails.filter((mail) => mail.to === demoEmail('sign.off.user'))).toEqual([])
    const copies = mails.filter((mail) => mail.to === demoEmail('sign.off.deputy'))
    expect(copies).toHaveLength(1)
    expect(copies[0]!.subject).toMatch(/^Copy: .* asks you to sign off/)
    expect(copies[0]!.text).toContain('Sam Okafor has been asked to sign off')
    // The same engagement untouched: the reviewer hears, and no one else.
    const usual = await createEngagement(['sign.off.user'])
    await submit(usual.id)
    expect((await mailsAbout(usual.name)).map((mail) => mail.to)).toEqual([demoEmail('sign.off.user')])
  })

  it('sends the SDS to the party whatever is asked, and a copy to the user added for every kind', async () => {
    const { id, name } = await createEngagement()
    await add(id, { actor_id: actor('partner.admin'), kind: 'ALL' })
    await submit(id)
    const sent = await call(`/api/assessments/engagements/${id}/distributions/send`, {
      method: 'POST',
      token: as('partner'),
    })
    expect(sent.status, JSON.stringify(sent.json)).toBe(200)
    const refused = await subscription(id, {
      kind: 'SDS_SENT',
      email: demoEmail('contractor.type1'),
      subscribed: false,
    })
    expect(refused.status).toBe(409)
    const mails = await mailsAbout(name)
    expect(
      mails.filter((mail) => mail.to === demoEmail('contractor.type1') && /status determination/.test(mail.subject)),
    ).toHaveLength(1)
    const copies = mails.filter((mail) => mail.to === demoEmail('partner.admin'))
    expect(copies.map((mail) => mail.subject)).toEqual([
      `Copy: Acme Retail Group has sent the IR35 status determination statement for ${name} to ${demoEmail('contractor.type1')}`,
    ])
    expect(rowsOf((await tab(id)).rows, 'SDS_SENT')).toEqual([
      [demoEmail('contractor.type1'), 'default', false, false],
      [demoEmail('partner.admin'), 'added', false, true],
    ])
  })
})
