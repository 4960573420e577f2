// The SDS reaches every party (rules sds.distribution-block, sds.distribution,
// sds.acknowledge-dispute, api.distribution): the Contractor party always on the list, supply-chain parties added by
// e-mail (silently ignored when listed or not an address), the SDS issued and sent in one transaction, each receipt
// with the SDS version and hash, delivered once the mail goes, opened and acknowledged by the party itself: the
// contractor with their account, a supply-chain party through its link. Refused calls change nothing.
import { createHash } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import type { QuestionSetDefinition } from '../../src/domain/questionnaire.ts'
import {
  ACKNOWLEDGED_STATUS_ID,
  DISTRIBUTION_MESSAGES,
  DISTRIBUTION_STATUSES,
} from '../../src/domain/sds-distribution.ts'
import {
  auditEvents,
  distributionLinks,
  distributions,
  files,
  mailOutbox,
  sdsDocuments,
} from '../../src/server/db/schema.ts'
import { apiFixture } from '../support/api-fixture.ts'
import { acmeContractorOf } from '../support/demo-records.ts'
import { submittedEngagementMaker } from '../support/fresh-assessment.ts'
import { pdfPages, pdfText } from '../support/pdf-text.ts'

let full: QuestionSetDefinition
const ACCOUNTS = ['partner', 'partner.readonly', 'halden.sign.off', 'contractor.type1', 'contractor']
const api = apiFixture({ accounts: ACCOUNTS })
const { call, as, actor, db } = api
let acmeId = ''
let taraContractorId = ''

const blockPath = (engagementId: string) => `/api/assessments/engagements/${engagementId}/distributions`
const block = async (engagementId: string, account = 'partner') =>
  (await call(blockPath(engagementId), { token: as(account) })).json
const statusOf = async (engagementId: string) =>
  (await call(`/api/assessments/engagements/${engagementId}`, { token: as('partner') })).json.status as string
const stored = async (engagementId: string) =>
  (await db().select().from(distributions).where(eq(distributions.engagementId, engagementId)))
    .map((row) => `${row.party}/${row.email}/${row.status}/${row.acknowledgedName ?? ''}`)
    .sort()
const acknowledgement = (name: unknown = 'Tara Bennett') => [
  { op: 'replace', path: '/status_id', value: ACKNOWLEDGED_STATUS_ID },
  { op: 'replace', path: '/name', value: name },
]
const linkPath = (token: string) => `/api/assessments/sds-links/${encodeURIComponent(token)}`

/** A new engagement of Tara Bennett's contractor record at Acme, answered and submitted: awaiting distribution. */
const readyToSend = submittedEngagementMaker(api, {
  questionSet: () => full,
  contractorId: () => taraContractorId,
  label: 'Distribution',
})

const add = (engagementId: string, email: unknown, account = 'partner') =>
  call(blockPath(engagementId), { method: 'POST', token: as(account), body: { email } })
const send = (engagementId: string, account = 'partner') =>
  call(`${blockPath(engagementId)}/send`, { method: 'POST', token: as(account) })
const partyOf = (list: { items: { email: string; id: string }[] }, email: string) =>
  list.items.find((item) => item.email === email)!

/** Runs the outbox (the sendSds mails) and the mail delivery (which marks the receipts delivered). */
const deliver = async () => {
  await api.server.outbox.drain()
  await api.server.mail.drain()
}
const mailsTo = async (email: string) =>
  (await db().select().from(mailOutbox).where(eq(mailOutbox.to, email))).sort(
    (a, b) => b.createdAt.getTime() - a.createdAt.getTime(),
  )
const linkTokenIn = (text: string) => {
  const url = text.match(/https?:\/\/\S+\/sds\?token=\S+/)?.[0]
  if (!url) throw new Error(`No SDS link in:\n${text}`)
  return decodeURIComponent(new URL(url).searchParams.get('token')!)
}

beforeAll(async () => {
  full = await api.fullSet()
  const acme = await acmeContractorOf(db(), actor('contractor.type1'))
  acmeId = acme.acmeId
  taraContractorId = acme.contractorId
})

describe('GET /api/assessments/distribution-statuses', () => {
  it('lists the statuses with their fixed ids, for a signed-in caller', async () => {
    const statuses = await call('/api/assessments/distribution-statuses', { token: as('partner') })
    expect(statuses.status).toBe(200)
    expect(statuses.json).toEqual(DISTRIBUTION_STATUSES)
    expect((await call('/api/assessments/distribution-statuses')).status).toBe(401)
  })
})

describe('GET /api/assessments/engagements/{id}/distributions', () => {
  it('is hidden before the SDS is ready, with nothing to add or send', async () => {
    const created = await call('/api/assessments/engagements', {
      method: 'POST',
      token: as('partner'),
      body: {
        contractor_id: taraContractorId,
        organisation_id: acmeId,
        question_set_id: full.id,
        name: 'Distribution not yet answered',
        end_client_id: acmeId,
        start_date: '2027-02-01',
        end_date: '2027-04-30',
        daily_rate: 600,
      },
    })
    const id = created.json.id
    expect(await block(id)).toEqual({
      items: [],
      shown: false,
      all_delivered: false,
      can: { add: false, send: false, preview: false },
    })
    expect((await add(id, 'agency@example.test')).status).toBe(409)
    const refused = await send(id)
    expect(refused.status).toBe(409)
    expect(refused.json.message).toBe(DISTRIBUTION_MESSAGES.notSendable)
    expect(await stored(id)).toEqual([])
  })

  it('has the Contractor party, Pending, from the moment the engagement awaits distribution', async () => {
    const { engagementId } = await readyToSend()
    expect(await statusOf(engagementId)).toBe('Awaiting Distribution')
    const list = await block(engagementId)
    expect(list).toMatchObject({ shown: true, all_delivered: false, can: { add: true, send: true, preview: true } })
    expect(list.items).toHaveLength(1)
    expect(list.items[0]).toMatchObject({
      party: 'Contractor',
      email: 'contractor.type1@demo.ir35.test',
      contractor_id: taraContractorId,
      status: { id: 1, code: 'PENDING', name: 'Pending' },
      receipts: [],
      can: { send: true, resend: false, remove: false, acknowledge: false, dispute: false, download: false },
    })
    const reader = await block(engagementId, 'partner.readonly')
    expect(reader.can).toEqual({ add: false, send: false, preview: false })
    expect(reader.items[0].can.send).toBe(false)
  })

  it('answers 404 to another organisation, 403 to a contractor, 400 to a bad id and 401 without a token', async () => {
    const { engagementId } = await readyToSend()
    expect((await call(blockPath(engagementId), { token: as('halden.sign.off') })).status).toBe(404)
    expect((await call(blockPath(engagementId), { token: as('contractor.type1') })).status).toBe(403)
    expect((await call(blockPath('not-an-id'), { token: as('partner') })).status).toBe(400)
    expect((await call(blockPath(engagementId))).status).toBe(401)
  })
})

describe('POST /api/assessments/engagements/{id}/distributions', () => {
  it('adds a supply-chain party, Pending; an address already listed or not an address is silently ignored', async () => {
    const { engagementId } = await readyToSend()
    const added = await add(engagementId, '  agency@example.test ')
    expect(added.status).toBe(200)
    expect(added.json.items.map((item: { email: string; party: string }) => [item.party, item.email])).toEqual([
      ['Contractor', 'contractor.type1@demo.ir35.test'],
      ['Supply Chain', 'agency@example.test'],
    ])
    const before = await stored(engagementId)
    for (const ignored of ['AGENCY@example.test', 'not an address', 'contractor.type1@demo.ir35.test', 'x@y']) {
      const response = await add(engagementId, ignored)
      expect(response.status, ignored).toBe(200)
      expect(response.json.items).toHaveLength(2)
    }
    expect(await stored(engagementId)).toEqual(before)
  })

  it('refuses bad bodies (400), read-only users (403), other organisations (404) and contractors (403)', async () => {
    const { engagementId } = await readyToSend()
    const before = await stored(engagementId)
    expect((await add(engagementId, 5)).status).toBe(400)
    expect((await add(engagementId, `${'a'.repeat(250)}@example.test`)).status).toBe(400)
    expect((await call(blockPath(engagementId), { method: 'POST', token: as('partner'), body: {} })).status).toBe(400)
    expect(
      (await call(blockPath(engagementId), { method: 'POST', token: as('partner'), body: { email: 'a@b.co', x: 1 } }))
        .status,
    ).toBe(400)
    expect((await add(engagementId, 'reader@example.test', 'partner.readonly')).status).toBe(403)
    expect((await add(engagementId, 'other@example.test', 'halden.sign.off')).status).toBe(404)
    expect((await add(engagementId, 'tara@example.test', 'contractor.type1')).status).toBe(403)
    expect(await stored(engagementId)).toEqual(before)
  })
})

describe('DELETE /api/assessments/engagements/{id}/distributions/{distributionId}', () => {
  it('deletes a Pending party, never the Contractor party', async () => {
    const { engagementId } = await readyToSend()
    const list = (await add(engagementId, 'gone@example.test')).json
    const contractor = partyOf(list, 'contractor.type1@demo.ir35.test')
    const refused = await call(`${blockPath(engagementId)}/${contractor.id}`, {
      method: 'DELETE',
      token: as('partner'),
    })
    expect(refused.status).toBe(409)
    expect(refused.json.message).toBe(DISTRIBUTION_MESSAGES.contractorMustReceive)
    const pending = partyOf(list, 'gone@example.test')
    const reader = await call(`${blockPath(engagementId)}/${pending.id}`, {
      method: 'DELETE',
      token: as('partner.readonly'),
    })
    expect(reader.status).toBe(403)
    expect(
      (await call(`${blockPath(engagementId)}/${crypto.randomUUID()}`, { method: 'DELETE', token: as('partner') }))
        .status,
    ).toBe(404)
    const deleted = await call(`${blockPath(engagementId)}/${pending.id}`, { method: 'DELETE', token: as('partner') })
    expect(deleted.status).toBe(200)
    // Removed before anything was sent: nothing to show.
    expect(deleted.json.items.map((item: { email: string }) => item.email)).toEqual(['contractor.type1@demo.ir35.test'])
    expect(await stored(engagementId)).toContain('Supply Chain/gone@example.test/REMOVED/')
    // The address may be added again.
    expect((await add(engagementId, 'gone@example.test')).json.items).toHaveLength(2)
  })
})

describe('GET /api/assessments/engagements/{id}/distributions/preview', () => {
  const preview = (engagementId: string, account: string) =>
    api.fetchChecked(`${blockPath(engagementId)}/preview`, {
      headers: { authorization: `Bearer ${as(account)}` },
    })
  /** Everything an issued SDS leaves behind: its versions, its files, the engagement's trail and mails. */
  const mailsToPartiesOf = async (engagementId: string) => {
    const parties = await db().select().from(distributions).where(eq(distributions.engagementId, engagementId))
    const addresses = new Set(parties.map((party) => party.email))
    // A contractor's SDS mail links to the engagement: the server's clock queues reminders about other engagements
    // to the same demo contractor meanwhile.
    return (await db().select().from(mailOutbox)).filter(
      (mail) => addresses.has(mail.to) && `${mail.text}${mail.html ?? ''}`.includes(engagementId),
    ).length
  }

  const traces = async (engagementId: string) => ({
    sds: await db().select().from(sdsDocuments).where(eq(sdsDocuments.engagementId, engagementId)),
    files: (await db().select().from(files)).length,
    trail: (await db().select().from(auditEvents).where(eq(auditEvents.entityId, engagementId))).length,
    // The mail about this engagement to its parties only: the server's own clock may queue other mail meanwhile.
    mails: await mailsToPartiesOf(engagementId),
  })

  it('draws the SDS Send would issue, marked DRAFT on every page, and stores nothing', async () => {
    const { engagementId } = await readyToSend()
    const before = await traces(engagementId)
    const answer = await preview(engagementId, 'partner')
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toBe('application/pdf')
    expect(answer.headers.get('content-disposition')).toMatch(/filename="sds-draft-distribution-\d+\.pdf"/)
    const pages = pdfPages(new Uint8Array(await answer.arrayBuffer()))
    expect(pages.length).toBeGreaterThan(0)
    for (const page of pages) expect(page).toContain('DRAFT')
    expect(pages.flat().join(' ')).toContain('Conclusion: Inside IR35')
    expect(await traces(engagementId)).toEqual(before)
    expect(before.sds).toEqual([])
    expect(await statusOf(engagementId)).toBe('Awaiting Distribution')
  })

  it('refuses whoever may not send the SDS, and a sent SDS, before drawing anything', async () => {
    const { engagementId } = await readyToSend()
    const before = await traces(engagementId)
    // Read-only: may see the block, may not send.
    expect((await block(engagementId, 'partner.readonly')).can).toMatchObject({ send: false, preview: false })
    expect((await preview(engagementId, 'partner.readonly')).status).toBe(403)
    expect((await preview(engagementId, 'contractor.type1')).status).toBe(403)
    // Another organisation's Sign Off User does not reach the engagement at all.
    expect([403, 404]).toContain((await preview(engagementId, 'halden.sign.off')).status)
    expect(await traces(engagementId)).toEqual(before)
    expect((await send(engagementId)).status).toBe(200)
    const sent = await preview(engagementId, 'partner')
    expect(sent.status).toBe(409)
    expect((await sent.json()).message).toBe(DISTRIBUTION_MESSAGES.previewUnavailable)
  })
})

describe('sending the SDS, its delivery and the supply-chain link', () => {
  let engagementId = ''
  let assessmentId = ''
  let linkToken = ''
  const agency = `agency.${Date.now()}@example.test`
  const lateParty = `late.${Date.now()}@example.test`

  it('refuses a read-only user; the sender issues the SDS and sends it to every Pending party in one go', async () => {
    ;({ engagementId, assessmentId } = await readyToSend())
    await add(engagementId, agency)
    const before = await stored(engagementId)
    expect((await send(engagementId, 'partner.readonly')).status).toBe(403)
    expect((await send(engagementId, 'halden.sign.off')).status).toBe(404)
    expect(await stored(engagementId)).toEqual(before)
    expect(await db().select().from(sdsDocuments).where(eq(sdsDocuments.engagementId, engagementId))).toEqual([])

    const sent = await send(engagementId)
    expect(sent.status, JSON.stringify(sent.json)).toBe(200)
    expect(await statusOf(engagementId)).toBe('Awaiting SDS Acceptance')
    const issued = await db().select().from(sdsDocuments).where(eq(sdsDocuments.engagementId, engagementId))
    expect(issued).toHaveLength(1)
    expect(sent.json.items.map((item: { status: { code: string } }) => item.status.code)).toEqual(['SENT', 'SENT'])
    for (const item of sent.json.items) {
      expect(item.receipts).toHaveLength(1)
      expect(item.receipts[0]).toMatchObject({
        sds_version: 1,
        sha256: issued[0]!.sha256,
        delivered_at: null,
        opened_at: null,
        acknowledged_at: null,
      })
      expect(item.can).toMatchObject({ send: false, resend: true })
    }
    expect(partyOf(sent.json, agency)).toMatchObject({ can: { remove: true } })
    expect(sent.json.can).toEqual({ add: true, send: false, preview: false })
    // The sent SDS is the one the organisation downloads: the same bytes.
    const pdf = await fetch(`${api.server.url}/api/reporting/reports/assessment/${assessmentId}/sds`, {
      headers: { authorization: `Bearer ${as('partner')}` },
    })
    const bytes = new Uint8Array(await pdf.arrayBuffer())
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(issued[0]!.sha256)

    const again = await send(engagementId)
    expect(again.status).toBe(409)
    expect(again.json.message).toBe(DISTRIBUTION_MESSAGES.noPending)
  })

  it('mails each party once the transaction is committed; the accepted mail makes the party DELIVERED', async () => {
    await deliver()
    // Tara has other mail from the demo (her questions to answer), which its outbox may send at any moment.
    const contractorMails = await mailsTo('contractor.type1@demo.ir35.test')
    expect(contractorMails.filter((mail) => mail.text.includes(`/sds-hub/view-sds/${engagementId}`))).toHaveLength(1)
    const [agencyMail] = await mailsTo(agency)
    expect(agencyMail!.subject).toMatch(/status determination statement/)
    linkToken = linkTokenIn(agencyMail!.text)
    expect(agencyMail!.text).not.toContain(engagementId)
    await deliver()
    const list = await block(engagementId)
    expect(list.items.map((item: { status: { code: string } }) => item.status.code)).toEqual(['DELIVERED', 'DELIVERED'])
    for (const item of list.items) expect(item.receipts[0].delivered_at).toEqual(expect.any(String))
    expect(list.all_delivered).toBe(true)
    const trail = await db()
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, partyOf(list, agency).id), eq(auditEvents.entityType, 'distribution')))
      .orderBy(auditEvents.seq)
    expect(trail.map((event) => event.eventType)).toEqual([
      'distribution.add',
      'distribution.send',
      'distribution.delivered',
    ])
  })

  it('resends a party its SDS version with a new receipt; not a Pending party', async () => {
    const party = partyOf(await block(engagementId), agency)
    const path = `${blockPath(engagementId)}/${party.id}/resend`
    expect((await call(path, { method: 'POST', token: as('partner.readonly') })).status).toBe(403)
    const resent = await call(path, { method: 'POST', token: as('partner') })
    expect(resent.status).toBe(200)
    const receipts = partyOf(resent.json, agency) as unknown as { receipts: { sds_version: number }[] }
    expect(receipts.receipts.map((receipt) => receipt.sds_version)).toEqual([1, 1])
    await deliver()
    const late = partyOf((await add(engagementId, lateParty)).json, lateParty)
    const refused = await call(`${blockPath(engagementId)}/${late.id}/resend`, { method: 'POST', token: as('partner') })
    expect(refused.status).toBe(409)
  })

  it('sends a party added later the SDS that stands, without changing the status', async () => {
    const list = (await send(engagementId)).json
    expect(partyOf(list, lateParty)).toMatchObject({ status: { code: 'SENT' }, receipts: [{ sds_version: 1 }] })
    expect(await statusOf(engagementId)).toBe('Awaiting SDS Acceptance')
    expect(list.all_delivered).toBe(false)
  })

  it('opens its own SDS through the link without an account: the party, never anything else', async () => {
    const view = await call(linkPath(linkToken))
    expect(view.status, JSON.stringify(view.json)).toBe(200)
    expect(view.json).toMatchObject({
      engagement: { id: engagementId, organisation: 'Acme Retail Group', end_client: 'Acme Retail Group' },
      sds: { version: 1, result: 'Inside IR35', withdrawn: false },
      distribution: {
        email: agency,
        party: 'Supply Chain',
        can: { acknowledge: true, dispute: true, download: false, send: false, resend: false, remove: false },
      },
    })
    expect(view.json.distribution.receipts[0].opened_at).toEqual(expect.any(String))
    const before = await call(`${linkPath(linkToken)}/sds`)
    expect(before.status).toBe(409)
    expect(before.json.message).toBe(DISTRIBUTION_MESSAGES.acknowledgeToDownload)
    // The link is no session: the organisation's calls refuse it.
    expect((await call(blockPath(engagementId), { token: linkToken })).status).toBe(401)
  })

  it('refuses forged and expired links (401) and bad acknowledgements (400), changing nothing', async () => {
    const [id] = linkToken.split('.')
    const forged = await call(linkPath(`${id}.${'A'.repeat(43)}`))
    expect(forged.status).toBe(401)
    expect(forged.json.message).toBe(DISTRIBUTION_MESSAGES.linkInvalid)
    expect((await call(linkPath('nonsense'))).status).toBe(401)
    const before = await stored(engagementId)
    const patch = (body: unknown, token = linkToken) =>
      call(`${linkPath(token)}/distribution`, { method: 'PATCH', body })
    expect((await patch(acknowledgement(''))).json.message).toBe(DISTRIBUTION_MESSAGES.nameRequired)
    expect((await patch([{ op: 'replace', path: '/status_id', value: 2 }])).status).toBe(400)
    expect((await patch([{ op: 'replace', path: '/name', value: 'Only a name' }])).status).toBe(400)
    expect((await patch({ name: 'x' })).status).toBe(400)
    expect((await patch(acknowledgement('Forger'), `${id}.${'A'.repeat(43)}`)).status).toBe(401)
    expect(await stored(engagementId)).toEqual(before)

    const party = partyOf(await block(engagementId), agency)
    const spare = (await db().select().from(distributionLinks).where(eq(distributionLinks.distributionId, party.id)))
      .length
    await db()
      .update(distributionLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(distributionLinks.distributionId, party.id))
    const expired = await call(linkPath(linkToken))
    expect(expired.status).toBe(401)
    expect(expired.json.message).toBe(DISTRIBUTION_MESSAGES.linkExpired)
    await db()
      .update(distributionLinks)
      .set({ expiresAt: new Date(Date.now() + 86_400_000) })
      .where(eq(distributionLinks.distributionId, party.id))
    expect(spare).toBeGreaterThan(0)
  })

  it('acknowledges through the link with the typed name; then the SDS downloads', async () => {
    const acknowledged = await call(`${linkPath(linkToken)}/distribution`, {
      method: 'PATCH',
      body: acknowledgement('Alex Agency'),
    })
    expect(acknowledged.status, JSON.stringify(acknowledged.json)).toBe(200)
    expect(acknowledged.json.distribution).toMatchObject({
      status: { code: 'ACKNOWLEDGED' },
      acknowledged_name: 'Alex Agency',
      acknowledged: expect.any(String),
      can: { acknowledge: false, download: true },
    })
    expect(acknowledged.json.distribution.receipts[0].acknowledged_at).toEqual(expect.any(String))
    const pdf = await api.fetchChecked(`${linkPath(linkToken)}/sds`)
    expect(pdf.status).toBe(200)
    expect(pdf.headers.get('content-type')).toBe('application/pdf')
    expect(pdfText(new Uint8Array(await pdf.arrayBuffer()))).toContain('Inside IR35')
    const twice = await call(`${linkPath(linkToken)}/distribution`, { method: 'PATCH', body: acknowledgement('Again') })
    expect(twice.status).toBe(409)
    // An acknowledged party stays on the record.
    const party = partyOf(await block(engagementId), agency)
    expect(
      (await call(`${blockPath(engagementId)}/${party.id}`, { method: 'DELETE', token: as('partner') })).status,
    ).toBe(409)
    expect(await statusOf(engagementId)).toBe('Awaiting SDS Acceptance')
  })

  it('lets only the contractor acknowledge their own copy; then their SDS downloads', async () => {
    const list = await block(engagementId)
    const contractor = partyOf(list, 'contractor.type1@demo.ir35.test')
    const path = `/api/assessments/distributions/${engagementId}/${contractor.id}`
    const patch = (account: string, body: unknown = acknowledgement(), to = path) =>
      call(to, { method: 'PATCH', token: as(account), body })
    const before = await stored(engagementId)
    expect((await patch('partner')).status).toBe(403)
    expect((await patch('partner')).json.message).toBe(DISTRIBUTION_MESSAGES.onlyTheParty)
    expect((await patch('contractor')).status).toBe(404)
    expect((await patch('contractor.type1', {})).status).toBe(400)
    expect((await patch('contractor.type1', acknowledgement('  '))).status).toBe(400)
    const other = partyOf(list, agency)
    expect(
      (await patch('contractor.type1', acknowledgement(), `/api/assessments/distributions/${engagementId}/${other.id}`))
        .status,
    ).toBe(403)
    expect((await call(path, { method: 'PATCH', body: acknowledgement() })).status).toBe(401)
    expect(await stored(engagementId)).toEqual(before)

    const view = await call(`/api/assessments/contractor-portal/engagements/${engagementId}`, {
      token: as('contractor.type1'),
    })
    expect(view.json.distribution).toMatchObject({ id: contractor.id, can: { acknowledge: true, download: false } })
    expect(view.json.can.download_sds).toBe(false)
    expect(view.json.distribution.receipts[0].opened_at).toEqual(expect.any(String))
    const early = await call(`/api/reporting/reports/assessment/${assessmentId}/sds`, { token: as('contractor.type1') })
    expect(early.status).toBe(409)
    expect(early.json.message).toBe(DISTRIBUTION_MESSAGES.acknowledgeToDownload)

    const done = await patch('contractor.type1')
    expect(done.status, JSON.stringify(done.json)).toBe(200)
    expect(done.json).toMatchObject({ status: { code: 'ACKNOWLEDGED' }, acknowledged_name: 'Tara Bennett' })
    // The party added later has still to acknowledge.
    expect(await statusOf(engagementId)).toBe('Awaiting SDS Acceptance')
    const after = await call(`/api/assessments/contractor-portal/engagements/${engagementId}`, {
      token: as('contractor.type1'),
    })
    expect(after.json.can.download_sds).toBe(true)
    const pdf = await fetch(`${api.server.url}/api/reporting/reports/assessment/${assessmentId}/sds`, {
      headers: { authorization: `Bearer ${as('contractor.type1')}` },
    })
    expect(pdf.status).toBe(200)
  })

  it('removes a party sent the SDS through the machines; the engagement completes when everyone left has acknowledged', async () => {
    const late = partyOf(await block(engagementId), lateParty)
    const removed = await call(`${blockPath(engagementId)}/${late.id}`, { method: 'DELETE', token: as('partner') })
    expect(removed.status).toBe(200)
    // A party that received an SDS stays on the record, Removed, with its receipt.
    expect(partyOf(removed.json, lateParty)).toMatchObject({
      status: { code: 'REMOVED' },
      receipts: [{ sds_version: 1 }],
      can: { resend: false, remove: false },
    })
    expect(await statusOf(engagementId)).toBe('Complete')
    expect(removed.json.all_delivered).toBe(true)
  })
})
