// The assessment report and the SDS as PDFs (rules sds.download, api.reports-files): the
// report is drawn from the assessment; the SDS is issued once, stored and hashed, and served as those bytes.
import { createHash } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { answerEvery, leaningTowards } from '../../src/domain/question-sets/answer-paths.ts'
import type { QuestionSetDefinition } from '../../src/domain/questionnaire.ts'
import { contractors, files, organisations, sdsDocuments } from '../../src/server/db/schema.ts'
import { apiFixture } from '../support/api-fixture.ts'
import { pdfText } from '../support/pdf-text.ts'

const api = apiFixture({ accounts: ['partner', 'partner.readonly', 'contractor'] })
const { call, as, db } = api
let full: QuestionSetDefinition

const download = async (path: string, account = 'partner') => {
  const response = await fetch(`${api.server.url}${path}`, { headers: { authorization: `Bearer ${as(account)}` } })
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    bytes: new Uint8Array(await response.arrayBuffer()),
  }
}

/** A contractor engagement of Acme answered leaning `towards`, submitted: it then awaits distribution. */
const answeredEngagement = async (towards: 'INSIDE' | 'OUTSIDE') => {
  const acme = (await db().select().from(organisations).where(eq(organisations.name, 'Acme Retail Group')))[0]!
  const contractor = (await db().select().from(contractors).where(eq(contractors.organisationId, acme.id)))[0]!
  const created = await call('/api/assessments/engagements', {
    method: 'POST',
    token: as('partner'),
    body: {
      contractor_id: contractor.id,
      organisation_id: acme.id,
      question_set_id: full.id,
      name: `Documents ${towards}`,
      end_client_id: acme.id,
      start_date: '2027-02-01',
      end_date: '2027-04-30',
      daily_rate: 700,
    },
  })
  const engagement = (await call(`/api/assessments/engagements/${created.json.id}`, { token: as('partner') })).json
  const assessment = engagement.assessments[0]
  const submitted = await call(`/api/assessments/assessments/${assessment.id}/answers`, {
    method: 'POST',
    token: as('partner'),
    body: {
      contractor_engagement_id: engagement.id,
      question_set_id: full.id,
      submitted: true,
      submitted_by: 'CLIENT',
      answer_ids: answerEvery(full, 'CLIENT', leaningTowards(towards)),
    },
  })
  expect(submitted.status, JSON.stringify(submitted.json)).toBe(200)
  return {
    engagementId: engagement.id as string,
    assessmentId: assessment.id as string,
    contractor,
    result: submitted.json,
  }
}

beforeAll(async () => {
  full = await api.fullSet()
})

describe('GET /api/reporting/reports/assessment/{id}/report', () => {
  it('downloads the report: the result, the reasons and the answers given', async () => {
    const { assessmentId, result } = await answeredEngagement('OUTSIDE')
    const report = await download(`/api/reporting/reports/assessment/${assessmentId}/report`, 'partner.readonly')
    expect(report.status).toBe(200)
    expect(report.type).toBe('application/pdf')
    const text = pdfText(report.bytes)
    expect(text).toContain(result.result)
    expect(text).toContain(result.reasons[0].factor)
    expect(text).toContain(full.categories[1]!.questions[0]!.title.slice(0, 40))
  })

  it('has no report before a result, and none for people out of reach', async () => {
    const fresh = (await call('/api/assessments/engagements?search=Warehouse', { token: as('partner') })).json.items[0]
    const record = (await call(`/api/assessments/engagements/${fresh.id}`, { token: as('partner') })).json
    expect((await download(`/api/reporting/reports/assessment/${record.assessments[0].id}/report`)).status).toBe(409)
    const { assessmentId } = await answeredEngagement('INSIDE')
    expect((await download(`/api/reporting/reports/assessment/${assessmentId}/report`, 'contractor')).status).toBe(404)
    expect((await download(`/api/reporting/reports/assessment/${crypto.randomUUID()}/report`)).status).toBe(404)
    expect((await download('/api/reporting/reports/assessment/not-an-id/report')).status).toBe(400)
  })
})

describe('GET /api/reporting/reports/assessment/{id}/sds', () => {
  it('issues the SDS once: the conclusion, the reasons and the worker, stored, hashed and served as the same bytes', async () => {
    const { assessmentId, engagementId, contractor } = await answeredEngagement('INSIDE')
    const first = await download(`/api/reporting/reports/assessment/${assessmentId}/sds`)
    expect(first.status).toBe(200)
    const text = pdfText(first.bytes)
    expect(text).toContain('Inside IR35')
    expect(text).toContain(contractor.lastName)
    expect(text).toMatch(/45 days/)
    const again = await download(`/api/reporting/reports/assessment/${assessmentId}/sds`, 'partner.readonly')
    expect(Buffer.from(again.bytes).equals(Buffer.from(first.bytes))).toBe(true)
    const issued = await db().select().from(sdsDocuments).where(eq(sdsDocuments.engagementId, engagementId))
    expect(issued).toHaveLength(1)
    expect(issued[0]).toMatchObject({ version: 1, conclusion: 'Inside IR35' })
    expect(issued[0]!.sha256).toBe(createHash('sha256').update(first.bytes).digest('hex'))
    const file = (await db().select().from(files).where(eq(files.id, issued[0]!.fileId)))[0]!
    expect(file).toMatchObject({ kind: 'sds', byteSize: first.bytes.byteLength })
  })

  it('states outside for an outside result', async () => {
    const { assessmentId } = await answeredEngagement('OUTSIDE')
    expect(pdfText((await download(`/api/reporting/reports/assessment/${assessmentId}/sds`)).bytes)).toContain(
      'Outside IR35',
    )
  })

  it('has no SDS while the engagement is being answered, nor for a role', async () => {
    const created = (await call('/api/assessments/engagements?search=Warehouse', { token: as('partner') })).json
      .items[0]
    const role = (await call(`/api/assessments/engagements/${created.id}`, { token: as('partner') })).json
    const response = await download(`/api/reporting/reports/assessment/${role.assessments[0].id}/sds`)
    expect(response.status).toBe(409)
  })
})
