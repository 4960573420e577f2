// A PDF over the server's time limit (PDF_RENDER_TIMEOUT_MS, here 1 ms: no document is drawn that fast): the
// person gets a 503 that says what to do, an SDS is not issued (nothing stored, nothing recorded), and the server
// goes on answering, the PDF pool included.
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { answerEvery, leaningTowards } from '../../src/domain/question-sets/answer-paths.ts'
import { PDF_MESSAGES } from '../../src/domain/reporting.ts'
import { contractors, engagements, files, organisations, sdsDocuments } from '../../src/server/db/schema.ts'
import { apiFixture } from '../support/api-fixture.ts'

const api = apiFixture({ accounts: ['partner'], env: () => ({ PDF_RENDER_TIMEOUT_MS: '1' }) })
const { call, as, db } = api

/** A contractor engagement of Acme, answered and submitted: its report can be drawn and its SDS issued. */
const answeredEngagement = async () => {
  const acme = (await db().select().from(organisations).where(eq(organisations.name, 'Acme Retail Group')))[0]!
  const contractor = (await db().select().from(contractors).where(eq(contractors.organisationId, acme.id)))[0]!
  const full = (await call('/api/assessments/question-sets/type/FULL', { token: as('partner') })).json
  const created = await call('/api/assessments/engagements', {
    method: 'POST',
    token: as('partner'),
    body: {
      contractor_id: contractor.id,
      organisation_id: acme.id,
      question_set_id: full.id,
      name: 'Time limit',
      end_client_id: acme.id,
      start_date: '2027-02-01',
      end_date: '2027-04-30',
      daily_rate: 700,
    },
  })
  const engagementId = created.json.id as string
  const assessmentId = (await call(`/api/assessments/engagements/${engagementId}`, { token: as('partner') })).json
    .assessments[0].id
  const submitted = await call(`/api/assessments/assessments/${assessmentId}/answers`, {
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
  return { engagementId, assessmentId: assessmentId as string }
}

const download = (path: string) => call(path, { token: as('partner') })
const tooLong = { message: PDF_MESSAGES.renderTimedOut(1) }

describe('a PDF over the time limit', () => {
  it('is stopped with a 503 that says what to do, and the next one is taken up', async () => {
    const { assessmentId } = await answeredEngagement()
    const first = await download(`/api/reporting/reports/assessment/${assessmentId}/report`)
    expect(first.status).toBe(503)
    expect(first.json).toMatchObject(tooLong)
    expect(first.json.message).toContain('Please try again in a few minutes')
    // The pool replaced the stopped worker: the next document is drawn (and stopped) in its turn.
    const again = await download(`/api/reporting/reports/assessment/${assessmentId}/report`)
    expect(again.status).toBe(503)
    expect(again.json).toMatchObject(tooLong)
    expect((await call('/api/health')).json).toEqual({ status: 'ok' })
  })

  it('issues no SDS: nothing stored, nothing recorded, the engagement where it was', async () => {
    const { engagementId, assessmentId } = await answeredEngagement()
    const before = (await db().select().from(engagements).where(eq(engagements.id, engagementId)))[0]!
    const filesBefore = await db().select({ id: files.id }).from(files)
    const response = await download(`/api/reporting/reports/assessment/${assessmentId}/sds`)
    expect(response.status).toBe(503)
    expect(response.json).toMatchObject(tooLong)
    expect(await db().select().from(sdsDocuments).where(eq(sdsDocuments.engagementId, engagementId))).toEqual([])
    expect(await db().select({ id: files.id }).from(files)).toEqual(filesBefore)
    expect((await db().select().from(engagements).where(eq(engagements.id, engagementId)))[0]).toEqual(before)
  })
})
