// The contractor portal (rules sds-hub.screen, records.sds-hub-row, api.contractor-portal): the SDS hub's calls as the
// demo contractor Tara Bennett makes them (her three demo engagements at Acme Retail Group), the SDS she may
// download, and who else is refused.
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { CONTRACTOR_PORTAL_MESSAGES } from '../../src/domain/contractor-portal.ts'
import { DISTRIBUTION_MESSAGES } from '../../src/domain/sds-distribution.ts'
import { engagements, sdsDocuments } from '../../src/server/db/schema.ts'
import { apiFixture } from '../support/api-fixture.ts'

// Every answer is held to its route's declared contract (the fixture's `call`).
const api = apiFixture({ accounts: ['contractor.type1', 'contractor', 'partner'] })
const { call, as, db } = api
const HUB = '/api/assessments/contractor-portal'
const MISSING = '00000000-0000-4000-8000-000000000000'
const AWAITING = 'Store systems consultant'
const ISSUED = 'Retail analytics lead'
const COMPLETE = 'Checkout modernisation advisor'
const ids = new Map<string, string>()
const id = (name: string) => ids.get(name)!
const tara = (path: string, init: { method?: string; body?: unknown } = {}) =>
  call(`${HUB}${path}`, { ...init, token: as('contractor.type1') })
const names = (json: { items: { engagement_name: string }[] }) => json.items.map((row) => row.engagement_name)
const archive = (name: string, value: unknown) =>
  tara(`/sds-engagements/${id(name)}`, { method: 'PATCH', body: [{ op: 'replace', path: '/archived', value }] })

beforeAll(async () => {
  for (const row of await db().select().from(engagements)) ids.set(row.name, row.id)
})

describe('GET /api/assessments/contractor-portal/sds-engagements', () => {
  it('lists the engagements whose SDS is issued, end client descending, 10 to a page', async () => {
    const page = await tara('/sds-engagements')
    expect(page.status, JSON.stringify(page.json)).toBe(200)
    expect(page.json).toMatchObject({ count: 2, pages: 1 })
    expect(names(page.json).sort()).toEqual([COMPLETE, ISSUED].sort())
    expect(page.json.items.find((row: { engagement_name: string }) => row.engagement_name === ISSUED)).toEqual({
      engagement_id: id(ISSUED),
      engagement_name: ISSUED,
      end_client: 'Acme Retail Group',
      agency: null,
      organisation: 'Acme Retail Group',
      start_date: '2026-06-15',
      status: 'Awaiting SDS Acceptance',
      i_r35_determination: expect.stringMatching(/IR35/),
      dispute_status: null,
      sds_issued: true,
      archived: false,
      action: 'VIEW_SDS',
    })
  })

  it('shows every engagement with show_all, pages, sorts and searches', async () => {
    const all = await tara('/sds-engagements?show_all=true&sort_by=start_date&sort_direction=asc')
    expect(names(all.json)).toEqual([COMPLETE, ISSUED, AWAITING])
    expect(all.json.items[2]).toMatchObject({
      action: 'COMPLETE_QUESTIONS',
      i_r35_determination: null,
      sds_issued: false,
    })
    const descending = await tara('/sds-engagements?show_all=true&sort_by=start_date&sort_direction=desc')
    expect(names(descending.json)).toEqual([AWAITING, ISSUED, COMPLETE])
    const second = await tara('/sds-engagements?show_all=true&page=2&page_size=10')
    expect(second.json).toMatchObject({ items: [], count: 3, pages: 1 })
    expect(names((await tara('/sds-engagements?show_all=true&search=store')).json)).toEqual([AWAITING])
    expect((await tara('/sds-engagements?show_all=true&search=acme%20retail')).json.count).toBe(3)
    expect((await tara('/sds-engagements?show_all=true&search=halden')).json.count).toBe(0)
  })

  it('refuses bad input with a 400', async () => {
    for (const query of [
      'sort_by=name',
      'sort_direction=up',
      'page_size=15',
      'page=0',
      'show_all=yes',
      'show_archived=1',
    ])
      expect((await tara(`/sds-engagements?${query}`)).status, query).toBe(400)
  })

  it('shows another contractor none of them', async () => {
    const other = await call(`${HUB}/sds-engagements?show_all=true`, { token: as('contractor') })
    expect(other.json).toMatchObject({ items: [], count: 0, pages: 0 })
  })
})

describe('PATCH /api/assessments/contractor-portal/sds-engagements/{id}', () => {
  it("archives a row for the contractor alone: hidden unless show_archived, the organisation's flag unchanged", async () => {
    const before = (
      await db()
        .select()
        .from(engagements)
        .where(eq(engagements.id, id(COMPLETE)))
    )[0]!
    const archived = await archive(COMPLETE, true)
    expect(archived.status, JSON.stringify(archived.json)).toBe(200)
    expect(archived.json).toMatchObject({ engagement_id: id(COMPLETE), archived: true })
    expect(names((await tara('/sds-engagements')).json)).toEqual([ISSUED])
    expect(names((await tara('/sds-engagements?show_archived=true')).json).sort()).toEqual([COMPLETE, ISSUED].sort())
    expect(names((await tara('/actions')).json)).not.toContain(COMPLETE)
    expect(names((await tara('/actions?show_archived=true')).json)).toContain(COMPLETE)
    const after = (
      await db()
        .select()
        .from(engagements)
        .where(eq(engagements.id, id(COMPLETE)))
    )[0]!
    expect(after).toMatchObject({ archived: before.archived, version: before.version, status: before.status })
    expect((await archive(COMPLETE, false)).json.archived).toBe(false)
  })

  it('refuses bad input (400, nothing stored) and engagements not the contractor’s (404)', async () => {
    for (const body of [
      [],
      [{ op: 'replace', path: '/status_id', value: true }],
      [{ op: 'add', path: '/archived', value: true }],
    ]) {
      const response = await tara(`/sds-engagements/${id(ISSUED)}`, { method: 'PATCH', body })
      expect(response.status, JSON.stringify(body)).toBe(400)
    }
    expect((await archive(ISSUED, 'yes')).status).toBe(400)
    expect((await tara('/sds-engagements/not-an-id', { method: 'PATCH', body: [] })).status).toBe(400)
    expect(
      (await tara('/sds-engagements?show_all=true')).json.items.every((row: { archived: boolean }) => !row.archived),
    ).toBe(true)
    expect((await archive('Data platform engineer', true)).status).toBe(404)
    expect(
      (
        await tara(`/sds-engagements/${MISSING}`, {
          method: 'PATCH',
          body: [{ op: 'replace', path: '/archived', value: true }],
        })
      ).status,
    ).toBe(404)
  })
})

describe('GET /api/assessments/contractor-portal/actions and /in-progress', () => {
  it('answers what asks something of the contractor, and what has no SDS yet', async () => {
    const actions = await tara('/actions')
    expect(actions.status).toBe(200)
    expect(
      Object.fromEntries(
        actions.json.items.map((row: { engagement_name: string; action: string }) => [row.engagement_name, row.action]),
      ),
    ).toEqual({ [AWAITING]: 'COMPLETE_QUESTIONS', [ISSUED]: 'VIEW_SDS', [COMPLETE]: 'VIEW_SDS' })
    expect((await tara('/actions?show_archived=maybe')).status).toBe(400)
    const inProgress = await tara('/in-progress')
    expect(names(inProgress.json)).toEqual([AWAITING])
  })
})

describe('GET /api/assessments/contractor-portal/engagements/{id}', () => {
  it("shows the contractor their side only: never the client's answers, score or money", async () => {
    const awaiting = await tara(`/engagements/${id(AWAITING)}`)
    expect(awaiting.status).toBe(200)
    expect(awaiting.json).toMatchObject({
      name: AWAITING,
      status: 'Awaiting Contractor',
      organisation: 'Acme Retail Group',
      assessment: { answer_ids: [], in_progress_answer_ids: [], submitted_by: 'CLIENT' },
      sds: null,
      can: { answer: true, download_sds: false },
    })
    const text = JSON.stringify(awaiting.json)
    for (const hidden of ['score', 'daily_rate', 'financial_exposure', 'result_summary'])
      expect(text).not.toContain(hidden)
    const issued = await tara(`/engagements/${id(ISSUED)}`)
    // Sent, not yet acknowledged: the download waits for the acknowledgement (rule sds.download).
    expect(issued.json).toMatchObject({
      // The statement's reasons come with it, before any acknowledgement: the worker may read them.
      sds: {
        result: expect.stringMatching(/IR35/),
        reasons: expect.arrayContaining([
          expect.objectContaining({ factor: expect.any(String), why: expect.any(String), answers: expect.any(Array) }),
        ]),
        override: null,
      },
      distribution: { party: 'Contractor', can: { acknowledge: true, download: false } },
      can: { answer: false, download_sds: false },
      assessment: { submitted_by: 'CONTRACTOR' },
    })
    expect((await tara(`/engagements/${id(COMPLETE)}`)).json).toMatchObject({
      distribution: { status: { code: 'ACKNOWLEDGED' }, acknowledged_name: 'Tara Bennett' },
      can: { download_sds: true },
    })
    expect(issued.json.assessment.answer_ids.length).toBeGreaterThan(0)
    // Nobody has downloaded it yet: the day shown is the day the demo sent it.
    expect(issued.json.sds.issued_on).toBe(api.seededOn())
  })

  it('answers 404 for an engagement not the contractor’s and 400 for a bad id', async () => {
    expect((await tara(`/engagements/${id('Data platform engineer')}`)).status).toBe(404)
    expect((await call(`${HUB}/engagements/${id(AWAITING)}`, { token: as('contractor') })).status).toBe(404)
    expect((await tara('/engagements/not-an-id')).status).toBe(400)
  })
})

describe('organisation users', () => {
  it('are refused every portal call with 403', async () => {
    const calls: [string, string, unknown?][] = [
      ['GET', '/sds-engagements'],
      ['GET', '/actions'],
      ['GET', '/in-progress'],
      ['GET', `/engagements/${id(ISSUED)}`],
      ['PATCH', `/sds-engagements/${id(ISSUED)}`, [{ op: 'replace', path: '/archived', value: true }]],
    ]
    for (const [method, path, body] of calls) {
      const response = await call(`${HUB}${path}`, { method, token: as('partner'), body })
      expect(response.status, `${method} ${path}`).toBe(403)
      expect(response.json.message).toBe(CONTRACTOR_PORTAL_MESSAGES.contractorsOnly)
    }
    expect((await tara(`/engagements/${id(ISSUED)}`)).json.archived).toBe(false)
  })
})

describe('GET /api/reporting/reports/assessment/{id}/sds for the contractor', () => {
  const assessmentOf = async (name: string) => (await tara(`/engagements/${id(name)}`)).json.assessment.id as string
  const sds = (assessmentId: string, account = 'contractor.type1') =>
    call(`/api/reporting/reports/assessment/${assessmentId}/sds`, { token: as(account) })

  it('serves the acknowledged SDS, the same bytes the organisation gets', async () => {
    const assessmentId = await assessmentOf(COMPLETE)
    const response = await api.fetchChecked(`/api/reporting/reports/assessment/${assessmentId}/sds`, {
      headers: { authorization: `Bearer ${as('contractor.type1')}` },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    const mine = Buffer.from(await response.arrayBuffer())
    const theirs = await api.fetchChecked(`/api/reporting/reports/assessment/${assessmentId}/sds`, {
      headers: { authorization: `Bearer ${as('partner')}` },
    })
    expect(Buffer.from(await theirs.arrayBuffer()).equals(mine)).toBe(true)
    // Issued when it was sent, it carries the day it was sent.
    const stored = await db().select().from(sdsDocuments).where(eq(sdsDocuments.assessmentId, assessmentId))
    expect(stored.map((row) => row.issuedOn)).toEqual([api.seededOn()])
  })

  it('refuses it before the SDS is issued or acknowledged, to another contractor, and the report always', async () => {
    const before = await sds(await assessmentOf(AWAITING))
    expect(before.status).toBe(409)
    expect(before.json.message).toBe(CONTRACTOR_PORTAL_MESSAGES.sdsNotIssued)
    const issued = await assessmentOf(ISSUED)
    const unacknowledged = await sds(issued)
    expect(unacknowledged.status).toBe(409)
    expect(unacknowledged.json.message).toBe(DISTRIBUTION_MESSAGES.acknowledgeToDownload)
    expect((await sds(issued, 'contractor')).status).toBe(404)
    const report = await call(`/api/reporting/reports/assessment/${issued}/report`, { token: as('contractor.type1') })
    expect(report.status).toBe(404)
  })
})
