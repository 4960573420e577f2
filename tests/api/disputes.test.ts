// Disputes of an SDS (rules disputes.screens, sds.acknowledge-dispute, disputes.reason,
// api.distribution, api.reports-files; s.61T ITEPA 2003): raised by a party on its own copy,
// answered by the end client (upheld with reasons, or the SDS withdrawn for a new one), commented on by both,
// with the 31-day and 45-day clocks driven by a chosen now. Refused input changes nothing.
import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { PARTY } from '../../machines/meta.ts'
import { DISPUTE_FLOW_MESSAGES, DISPUTE_MESSAGES, DISTRIBUTION_MESSAGES } from '../../src/domain/sds-distribution.ts'
import {
  auditEvents,
  contractors,
  disputes,
  distributions,
  engagements,
  mailOutbox,
  organisations,
  scheduledEvents,
  sdsDocuments,
} from '../../src/server/db/schema.ts'
import { raiseDispute } from '../../src/server/modules/disputes/raise-dispute.service.ts'
import { questionSetById } from '../../src/server/modules/engagements/question-sets.queries.ts'
import { renderSds } from '../../src/server/modules/reporting/sds-document.tsx'
import { apiFixture } from '../support/api-fixture.ts'
import { minimalPdf } from '../support/document-samples.ts'
import { pdfText } from '../support/pdf-text.ts'
import { partyLinkFor, sendSdsToParty } from '../support/sds-parties.ts'

const ACCOUNTS = [
  'partner',
  'partner.readonly',
  'sign.off.user',
  'halden.sign.off',
  'contractor.type1',
  'contractor',
  'provider.admin',
]
const api = apiFixture({ accounts: ACCOUNTS })
const { call, fetchChecked, as, db } = api

const engagementNamed = async (name: string) =>
  (await db().select().from(engagements).where(eq(engagements.name, name)))[0]!
const disputesPath = (engagementId: string) => `/api/assessments/engagements/${engagementId}/disputes`
const copiesOf = (engagementId: string) =>
  db().select().from(distributions).where(eq(distributions.engagementId, engagementId))
const disputeRows = (engagementId: string) =>
  db().select().from(disputes).where(eq(disputes.engagementId, engagementId))
const trailOf = async (entityType: string, entityId: string) =>
  (
    await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityType, entityType), eq(auditEvents.entityId, entityId)))
      .orderBy(auditEvents.seq)
  ).map((event) => event.eventType)
const mailsTo = async (to: string) =>
  (await db().select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(mailOutbox.createdAt)).map(
    (mail) => mail.subject,
  )

/** A multipart body: the fields and files as the browser's FormData sends them. */
const multipart = (path: string, token: string, fields: Record<string, string>, files: [string, Uint8Array][]) => {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  for (const [name, bytes] of files) form.append('File', new Blob([bytes as Uint8Array<ArrayBuffer>]), name)
  return fetchChecked(path, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  })
}

describe('GET assessments/dispute-statuses', () => {
  it('lists OPEN and RESOLVED', async () => {
    const statuses = await call('/api/assessments/dispute-statuses', { token: as('partner') })
    expect(statuses.json).toEqual([
      { id: 1, code: 'OPEN', name: 'Open' },
      { id: 2, code: 'RESOLVED', name: 'Resolved' },
    ])
  })
})

describe('GET assessments/engagements/{id}/disputes', () => {
  it("shows Halden's open dispute to the client with its clocks; only the client roles may respond", async () => {
    const halden = await engagementNamed('Renewables project manager')
    const listed = await call(disputesPath(halden.id), { token: as('partner') })
    expect(listed.status).toBe(200)
    expect(listed.json).toHaveLength(1)
    expect(listed.json[0]).toMatchObject({
      status: { code: 'OPEN' },
      // Received 33 days before the demo was seeded; a run that has since crossed midnight is a day further on.
      days_left: 12 - api.daysSinceSeeding(),
      due_soon: true,
      overdue: false,
      resolution: null,
      can: { respond: true, comment: true, add_files: true },
    })
    const readOnly = await call(disputesPath(halden.id), { token: as('partner.readonly') })
    expect(readOnly.json[0].can).toEqual({ respond: false, comment: false, add_files: false })
    const record = await call(`/api/assessments/engagements/${halden.id}`, { token: as('partner') })
    expect(record.json).toMatchObject({ status: 'In Dispute', open_disputes: 1, dispute_due: true })
  })

  it('answers 404 to another organisation and to a contractor whose engagement it is not', async () => {
    const halden = await engagementNamed('Renewables project manager')
    // Acme's Sign Off User reaches Acme only.
    expect((await call(disputesPath(halden.id), { token: as('sign.off.user') })).status).toBe(404)
    expect((await call(disputesPath(halden.id), { token: as('contractor.type1') })).status).toBe(404)
  })
})

describe('raising a dispute (the Contractor party)', () => {
  const details = 'I choose how and when I do the work, and I have sent a substitute before.'
  let engagementId: string
  let organisationId: string
  let distributionId: string

  beforeAll(async () => {
    const engagement = await engagementNamed('Retail analytics lead')
    engagementId = engagement.id
    organisationId = engagement.organisationId
    distributionId = (await copiesOf(engagementId))[0]!.id
  })

  const raise = (body: unknown, account = 'contractor.type1') =>
    call(disputesPath(engagementId), { method: 'POST', token: as(account), body })

  it('offers Tara her own copy, which she may dispute', async () => {
    const copy = await call(`${disputesPath(engagementId)}/distribution`, { token: as('contractor.type1') })
    expect(copy.json.distribution).toMatchObject({ id: distributionId, party: 'Contractor', can: { dispute: true } })
    const client = await call(`${disputesPath(engagementId)}/distribution`, { token: as('partner') })
    expect(client.json.distribution).toBeNull()
  })

  it('refuses bad input and other callers, and changes nothing', async () => {
    const good = { organisation_id: organisationId, distribution_id: distributionId, details }
    const refused = [
      [await raise({ ...good, details: '   ' }), 400, DISPUTE_MESSAGES.disputeReasonRequired],
      [await raise({ ...good, details: 'x'.repeat(251) }), 400, 'Maximum characters limit exceeded'],
      [await raise({ ...good, organisation_id: crypto.randomUUID() }), 400, DISPUTE_FLOW_MESSAGES.organisationMismatch],
      [await raise({ ...good, distribution_id: crypto.randomUUID() }), 403, DISTRIBUTION_MESSAGES.notYourDistribution],
      [await raise({ ...good, extra: true }), 400, 'extra'],
      [await raise(good, 'partner'), 403, DISTRIBUTION_MESSAGES.notYourDistribution],
      [await raise(good, 'contractor'), 404, 'not found'],
    ] as const
    for (const [response, status, message] of refused) {
      expect(response.status, JSON.stringify(response.json)).toBe(status)
      expect(response.json.message).toContain(message)
    }
    expect(await disputeRows(engagementId)).toEqual([])
    expect((await engagementNamed('Retail analytics lead')).status).toBe('Awaiting SDS Acceptance')
    const multipartEmpty = await multipart(
      disputesPath(engagementId),
      as('contractor.type1'),
      { organisation_id: organisationId, distribution_id: distributionId },
      [],
    )
    expect(multipartEmpty.status).toBe(400)
    expect((await multipartEmpty.json()).message).toBe(DISPUTE_MESSAGES.disputeReasonRequired)
    const badFile = await multipart(
      disputesPath(engagementId),
      as('contractor.type1'),
      { organisation_id: organisationId, distribution_id: distributionId },
      [['virus.pdf', new TextEncoder().encode('MZ not a pdf')]],
    )
    expect(badFile.status).toBe(400)
    expect(await disputeRows(engagementId)).toEqual([])
  })

  it('raises a dispute with files only, in one command: In Dispute, the copy disputed, the clocks set', async () => {
    const response = await multipart(
      disputesPath(engagementId),
      as('contractor.type1'),
      { organisation_id: organisationId, distribution_id: distributionId },
      [['my-contract.pdf', minimalPdf('My contract')]],
    )
    const raised = await response.json()
    expect(response.status, JSON.stringify(raised)).toBe(201)
    expect(raised).toMatchObject({
      name: 'Tara Bennett',
      details: '',
      status: { code: 'OPEN' },
      days_left: 45,
      distribution_id: distributionId,
      files: [{ name: 'my-contract.pdf' }],
      can: { respond: false, comment: true, add_files: true },
    })
    expect((await engagementNamed('Retail analytics lead')).status).toBe('In Dispute')
    const [copy] = await copiesOf(engagementId)
    expect((copy!.state as { context: { disputeOpen: boolean } }).context.disputeOpen).toBe(true)
    expect(await trailOf('distribution', distributionId)).toContain('distribution.dispute')
    expect((await trailOf('engagement', engagementId)).at(-1)).toBe('dispute.raise')
    expect(await trailOf('dispute', raised.id)).toEqual(['dispute.raise'])
    const clocks = await db().select().from(scheduledEvents).where(eq(scheduledEvents.entityId, raised.id))
    expect(clocks.map((clock) => (clock.event as { type: string }).type).sort()).toEqual([
      'dispute.deadlinePassed',
      'dispute.dueSoon',
    ])
    // The file downloads for the party and for the client.
    for (const account of ['contractor.type1', 'partner']) {
      const file = await fetchChecked(raised.files[0].url, {
        headers: { authorization: `Bearer ${as(account)}` },
      })
      expect(file.status).toBe(200)
      expect(file.headers.get('content-disposition')).toContain('my-contract.pdf')
    }
    const stranger = await fetchChecked(raised.files[0].url, {
      headers: { authorization: `Bearer ${as('halden.sign.off')}` },
    })
    expect(stranger.status).toBe(404)
    // The client is told.
    await api.server.outbox.drain()
    expect(await mailsTo('partner@demo.ir35.test')).toContain('The SDS of Retail analytics lead is disputed')
  })

  it('refuses a second dispute while the first is open', async () => {
    const again = await raise({ organisation_id: organisationId, distribution_id: distributionId, details })
    expect(again.status).toBe(409)
    expect(again.json.message).toBe(DISPUTE_FLOW_MESSAGES.alreadyDisputed)
    expect(await disputeRows(engagementId)).toHaveLength(1)
  })

  it('lets the party add files and both sides comment; others may not', async () => {
    const [dispute] = await disputeRows(engagementId)
    const filesPath = `/api/files/files/dispute/engagements/${engagementId}/disputes/${dispute!.id}`
    const added = await multipart(filesPath, as('contractor.type1'), {}, [
      ['notes.txt', new TextEncoder().encode('My diary')],
    ])
    expect(added.status).toBe(201)
    const listed = await call(filesPath, { token: as('partner') })
    expect(listed.json.map((file: { name: string; kind: string }) => [file.name, file.kind])).toEqual([
      ['my-contract.pdf', 'dispute'],
      ['notes.txt', 'dispute'],
    ])
    const partyResponse = await multipart(filesPath, as('contractor.type1'), { purpose: 'response' }, [
      ['x.txt', new TextEncoder().encode('x')],
    ])
    expect(partyResponse.status).toBe(403)
    const commentPath = `/api/assessments/engagements/${engagementId}/${dispute!.id}/disputes/comment`
    const byParty = await call(commentPath, {
      method: 'POST',
      token: as('contractor.type1'),
      body: { details: 'My diary is attached.' },
    })
    expect(byParty.status).toBe(201)
    const byClient = await call(commentPath, {
      method: 'POST',
      token: as('partner'),
      body: { details: 'Thank you, we are reviewing it.' },
    })
    expect(byClient.json.comments.map((c: { name: string; details: string }) => [c.name, c.details])).toEqual([
      ['Tara Bennett', 'My diary is attached.'],
      ['Paula Grant', 'Thank you, we are reviewing it.'],
    ])
    const readOnly = await call(commentPath, {
      method: 'POST',
      token: as('partner.readonly'),
      body: { details: 'Hello there' },
    })
    expect(readOnly.status).toBe(403)
    const tooShort = await call(commentPath, { method: 'POST', token: as('partner'), body: { details: 'x' } })
    expect(tooShort.status).toBe(400)
    expect((await call(disputesPath(engagementId), { token: as('partner') })).json[0].comments).toHaveLength(2)
    const one = await call(`${disputesPath(engagementId)}/${dispute!.id}`, { token: as('contractor.type1') })
    expect(one.json).toMatchObject({ id: dispute!.id, can: { respond: false, comment: true, add_files: true } })
    expect(one.json.files.map((file: { name: string }) => file.name)).toEqual(['my-contract.pdf', 'notes.txt'])
    expect(one.json.comments).toHaveLength(2)
    expect((await call(`${disputesPath(engagementId)}/${dispute!.id}`, { token: as('halden.sign.off') })).status).toBe(
      404,
    )
  })

  it('lets only the end client respond, with reasons, and a withdrawal names the new SDS date', async () => {
    const [dispute] = await disputeRows(engagementId)
    const path = `${disputesPath(engagementId)}/${dispute!.id}`
    const patch = (body: unknown, account = 'partner') => call(path, { method: 'PATCH', token: as(account), body })
    const withdraw = [
      { op: 'replace', path: '/status_id', value: 2 },
      { op: 'replace', path: '/resolution', value: 'withdrawn' },
      { op: 'replace', path: '/details', value: 'We accept that you control how the work is done.' },
      { op: 'replace', path: '/new_sds_from', value: '2026-12-01' },
    ]
    const refused = [
      [await patch(withdraw, 'contractor.type1'), 403, DISPUTE_MESSAGES.notTheClient],
      [await patch(withdraw, 'partner.readonly'), 403, DISPUTE_MESSAGES.notTheClient],
      [await patch(withdraw, 'sign.off.user'), 403, DISPUTE_MESSAGES.notTheClient],
      [await patch(withdraw, 'halden.sign.off'), 404, 'not found'],
      [await patch(withdraw.slice(0, 3)), 400, DISPUTE_MESSAGES.newSdsFromRequired],
      [
        await patch([...withdraw.slice(0, 3), { op: 'replace', path: '/new_sds_from', value: '2026-02-30' }]),
        400,
        DISPUTE_MESSAGES.newSdsFromRequired,
      ],
      [await patch([withdraw[0], withdraw[1], withdraw[3]]), 400, DISPUTE_MESSAGES.resolveReasonRequired],
      [
        await patch([withdraw[0], { op: 'replace', path: '/resolution', value: 'upheld' }, withdraw[2], withdraw[3]]),
        400,
        DISPUTE_FLOW_MESSAGES.newSdsFromOnlyForWithdrawal,
      ],
      [await patch([{ op: 'replace', path: '/status_id', value: 1 }, ...withdraw.slice(1)]), 400, ''],
    ] as const
    for (const [response, status, message] of refused) {
      expect(response.status, JSON.stringify(response.json)).toBe(status)
      expect(response.json.message).toContain(message)
    }
    expect((await disputeRows(engagementId))[0]!.status).toBe('OPEN')

    // The SDS that stands (issued when first downloaded) is the one withdrawn.
    const record = (await call(`/api/assessments/engagements/${engagementId}`, { token: as('partner') })).json
    const before = await fetch(`${api.server.url}/api/reporting/reports/assessment/${record.assessments[0].id}/sds`, {
      headers: { authorization: `Bearer ${as('partner')}` },
    })
    expect(before.status).toBe(200)

    const answered = await patch(withdraw)
    expect(answered.status, JSON.stringify(answered.json)).toBe(200)
    expect(answered.json).toMatchObject({
      status: { code: 'RESOLVED' },
      resolution: 'withdrawn',
      response: {
        details: 'We accept that you control how the work is done.',
        by: 'Paula Grant',
        new_sds_from: '2026-12-01',
      },
      can: { respond: false },
    })
    expect((await engagementNamed('Retail analytics lead')).status).toBe('Reopened')
    const [copy] = await copiesOf(engagementId)
    expect(copy!.status).toBe('WITHDRAWN')
    const [sds] = await db().select().from(sdsDocuments).where(eq(sdsDocuments.engagementId, engagementId))
    expect(sds!.withdrawnAt).toBeInstanceOf(Date)
    expect(sds!.replacedFrom).toBe('2026-12-01')
    expect(await trailOf('dispute', dispute!.id)).toEqual(['dispute.raise', 'dispute.withdrawSds'])
    expect((await trailOf('engagement', engagementId)).at(-1)).toBe('dispute.withdrawSds')
    expect((await trailOf('distribution', copy!.id)).slice(-2)).toEqual(['dispute.resolved', 'sds.withdraw'])
    const reopened = (await call(`/api/assessments/engagements/${engagementId}`, { token: as('partner') })).json
    expect(reopened.assessments[0].id).not.toBe(record.assessments[0].id)
    expect(reopened.can.cancel_reopen).toBe(false)
    // Tara is told; her withdrawn SDS is no longer served to her.
    await api.server.outbox.drain()
    expect(await mailsTo('contractor.type1@demo.ir35.test')).toContain(
      'Your dispute of the SDS of Retail analytics lead has been answered',
    )
    const again = await patch(withdraw)
    expect(again.status).toBe(409)
  })
})

describe('upholding the demo dispute', () => {
  it("upholds Halden's dispute with reasons: RESOLVED, the engagement awaits acceptance, the party hears", async () => {
    const halden = await engagementNamed('Renewables project manager')
    const [dispute] = await disputeRows(halden.id)
    const upheld = await call(`${disputesPath(halden.id)}/${dispute!.id}`, {
      method: 'PATCH',
      token: as('partner'),
      body: [
        { op: 'replace', path: '/status_id', value: 2 },
        { op: 'replace', path: '/resolution', value: 'upheld' },
        { op: 'replace', path: '/details', value: 'Substitution needs our approval, so personal service applies.' },
      ],
    })
    expect(upheld.status, JSON.stringify(upheld.json)).toBe(200)
    expect(upheld.json).toMatchObject({ status: { code: 'RESOLVED' }, resolution: 'upheld' })
    expect((await engagementNamed('Renewables project manager')).status).toBe('Awaiting SDS Acceptance')
    const [copy] = await copiesOf(halden.id)
    expect((copy!.state as { context: { disputeOpen: boolean } }).context.disputeOpen).toBe(false)
    // Sent, and delivered once the mail transport has taken the mail (its poller may or may not have run yet).
    expect(['SENT', 'DELIVERED']).toContain(copy!.status)
    const contractor = (await db().select().from(contractors).where(eq(contractors.id, halden.contractorId!)))[0]!
    expect(copy!.email).toBe(contractor.email)
    await api.server.outbox.drain()
    expect(await mailsTo(contractor.email)).toContain(
      'Your dispute of the SDS of Renewables project manager has been answered',
    )
  })
})

describe('the clocks', () => {
  it('sends "Dispute Due" once at 31 days with a reminder, and records the missed deadline once', async () => {
    const engagement = await engagementNamed('Mobile app developer')
    const [copy] = await copiesOf(engagement.id)
    const receivedAt = new Date('2026-03-10T09:00:00Z')
    const disputeId = await raiseDispute({
      db: db(),
      engagementId: engagement.id,
      organisationId: engagement.organisationId,
      party: {
        distributionId: copy!.id,
        firer: { actorId: null, roles: [PARTY.contractor] },
        contractorId: copy!.contractorId,
        raisedBy: 'Contractor',
      },
      details: 'The equipment is mine.',
      receivedAt,
    })
    await api.server.outbox.drain()
    const before = (await mailsTo('partner@demo.ir35.test')).length
    // Day 31 ends at midnight London: nothing before it, "Dispute Due" at it.
    await api.server.scheduler.tick(new Date('2026-04-09T22:59:00Z'))
    expect(await trailOf('dispute', disputeId)).toEqual(['dispute.raise'])
    await api.server.scheduler.tick(new Date('2026-04-09T23:00:00Z'))
    await api.server.scheduler.tick(new Date('2026-04-10T12:00:00Z'))
    expect(await trailOf('dispute', disputeId)).toEqual(['dispute.raise', 'dispute.dueSoon'])
    await api.server.outbox.drain()
    const reminders = (await mailsTo('partner@demo.ir35.test')).slice(before)
    expect(reminders).toEqual(['Dispute Due: respond to the dispute of Mobile app developer'])
    // The 45th day (23/04/2026) ends at midnight London.
    await api.server.scheduler.tick(new Date('2026-04-23T22:59:00Z'))
    expect((await trailOf('dispute', disputeId)).at(-1)).toBe('dispute.dueSoon')
    await api.server.scheduler.tick(new Date('2026-04-23T23:00:00Z'))
    await api.server.scheduler.tick(new Date('2026-05-23T23:00:00Z'))
    expect(await trailOf('dispute', disputeId)).toEqual(['dispute.raise', 'dispute.dueSoon', 'dispute.deadlinePassed'])
    await api.server.outbox.drain()
    expect((await mailsTo('partner@demo.ir35.test')).slice(before)).toContain(
      'Deadline passed: the dispute of Mobile app developer',
    )
    const listed = await call(disputesPath(engagement.id), { token: as('partner') })
    expect(listed.json[0]).toMatchObject({ overdue: true, status: { code: 'OPEN' }, last_day: '2026-04-23' })
  })
})

describe('a supply-chain party through its link', () => {
  it('disputes its own copy, sees only its own disputes and comments; a bad link is refused', async () => {
    const engagement = await engagementNamed('Cloud security engineer')
    const copy = await sendSdsToParty(db(), engagement.id, { email: 'fees@agency.example', party: 'Supply Chain' })
    const token = await partyLinkFor(db(), copy)
    const path = `/api/assessments/sds-links/${encodeURIComponent(token)}/disputes`
    const body = {
      organisation_id: engagement.organisationId,
      distribution_id: copy,
      details: 'We pay the fees and disagree.',
    }
    expect((await call(path, { method: 'POST', body: { ...body, details: '' } })).json.message).toBe(
      DISPUTE_MESSAGES.disputeReasonRequired,
    )
    const raised = await call(path, { method: 'POST', body })
    expect(raised.status, JSON.stringify(raised.json)).toBe(201)
    expect(raised.json).toMatchObject({ name: 'fees@agency.example', status: { code: 'OPEN' } })
    expect((await engagementNamed('Cloud security engineer')).status).toBe('In Dispute')
    const listed = await call(path)
    expect(listed.json.map((dispute: { id: string }) => dispute.id)).toEqual([raised.json.id])
    const commented = await call(`${path}/${raised.json.id}/comment`, {
      method: 'POST',
      body: { details: 'Any news?' },
    })
    expect(commented.status).toBe(201)
    expect(commented.json.comments[0]).toMatchObject({ name: 'fees@agency.example', details: 'Any news?' })
    expect((await call('/api/assessments/sds-links/not-a-token/disputes')).status).toBe(401)
    // The client sees it beside the others.
    const forClient = await call(disputesPath(engagement.id), { token: as('partner') })
    expect(forClient.json[0]).toMatchObject({ id: raised.json.id, can: { respond: true } })
    const organisation = (
      await db().select().from(organisations).where(eq(organisations.id, engagement.organisationId))
    )[0]!
    expect(organisation.name).toBe('Acme Retail Group')
  })

  it('reads its copy, adds files to its open dispute, lists and downloads them through the link', async () => {
    const engagement = await engagementNamed('Cloud security engineer')
    const [copy] = (await copiesOf(engagement.id)).filter((row) => row.party === 'Supply Chain')
    const link = `/api/assessments/sds-links/${encodeURIComponent(await partyLinkFor(db(), copy!.id))}`
    const own = await call(`${link}/disputes/distribution`)
    expect(own.json).toEqual({
      distribution: { id: copy!.id, party: 'Supply Chain', status: expect.any(Object), can: { dispute: false } },
      organisation_id: engagement.organisationId,
    })
    const [raised] = (await call(`${link}/disputes`)).json
    const filesPath = `${link}/disputes/${raised.id}/files`
    const form = new FormData()
    form.append('File', new Blob([minimalPdf('Our fee invoices') as Uint8Array<ArrayBuffer>]), 'invoices.pdf')
    const added = await fetchChecked(filesPath, { method: 'POST', body: form })
    expect(added.status).toBe(201)
    const listed = await call(filesPath)
    expect(listed.json.map((file: { name: string; kind: string }) => [file.name, file.kind])).toEqual([
      ['invoices.pdf', 'dispute'],
    ])
    // The file's address is under the link, so the party downloads it with the link alone.
    expect(listed.json[0].url).toBe(`${link}/disputes/files/${listed.json[0].id}`)
    const file = await fetchChecked(listed.json[0].url)
    expect(file.status).toBe(200)
    expect(file.headers.get('content-disposition')).toContain('invoices.pdf')
    expect(pdfText(new Uint8Array(await file.arrayBuffer()))).toContain('Our fee invoices')
    expect((await call(`/api/assessments/sds-links/not-a-token/disputes/files/${listed.json[0].id}`)).status).toBe(401)
  })
})

describe('the new SDS after a withdrawal', () => {
  it('states the day from which it applies, named when the client withdrew the one before', async () => {
    const engagement = await engagementNamed('Retail analytics lead')
    const record = (await call(`/api/assessments/engagements/${engagement.id}`, { token: as('partner') })).json
    const answered = record.assessments[0]
    const bytes = await renderSds({
      engagement: record,
      assessment: answered,
      questionSet: await questionSetById(db(), answered.question_set_id),
      client: 'Acme Retail Group',
      generatedAt: new Date(),
      conclusion: 'Outside IR35',
      issuedOn: '2026-11-24',
      sdsVersion: 2,
      newSdsFrom: '2026-12-01',
    })
    const text = pdfText(bytes)
    expect(text).toContain('Applies from 01/12/2026')
    expect(text).toContain('Statement version 1, withdrawn in answer to a dispute')
  })
})
