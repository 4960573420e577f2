// Engagements and their assessments through HTTP (rules records.engagement, questionnaire.flow,
// lifecycle.reassess, engagement.form-rules, api.engagements, api.question-sets): create, answer, submit, the result,
// reopen, cancel, reassess, a newer question set; every step checked by the engagement machine and the question set.
import { and, eq, ne } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ENGAGEMENT_MESSAGES } from '../../src/domain/assessments.ts'
import { ukToday } from '../../src/domain/dates.ts'
import { financialExposure, LEVY_LEFT_OUT } from '../../src/domain/exposure/exposure.ts'
import { DEDUCTIBLE_EXPENSES_MESSAGE } from '../../src/domain/exposure-terms.ts'
import { JOB_ROLE_MESSAGES } from '../../src/domain/job-roles.ts'
import { type AnswerPicker, answerEvery, leaningTowards } from '../../src/domain/question-sets/answer-paths.ts'
import {
  type QuestionSetDefinition,
  UNANSWERED_THREE_OPTIONS,
  UNANSWERED_TWO_OPTIONS,
} from '../../src/domain/questionnaire.ts'
import {
  auditEvents,
  contractors,
  engagements,
  mailOutbox,
  organisations,
  questionSets,
  scheduledEvents,
} from '../../src/server/db/schema.ts'
import type { apiClient } from '../support/api.ts'
import { heldApiClient } from '../support/contract.ts'
import { startTestServer, type TestServer } from '../support/server.ts'
import { signInDemo } from '../support/sign-in.ts'

let server: TestServer
let call: ReturnType<typeof apiClient>
let full: QuestionSetDefinition
const tokens = new Map<string, string>()
const orgIds = new Map<string, string>()
const ACCOUNTS = ['provider.admin', 'partner', 'partner.readonly', 'contractor']

const as = (account: string) => tokens.get(account)!
const org = (name: string) => orgIds.get(name)!
const db = () => server.database.db

const answerAll = (set: QuestionSetDefinition, pick: AnswerPicker) => answerEvery(set, 'CLIENT', pick)
const leaning = leaningTowards

const acmeContractor = async () =>
  (
    await db()
      .select()
      .from(contractors)
      .where(eq(contractors.organisationId, org('Acme Retail Group')))
  )[0]!

const engagementBody = async (overrides: Record<string, unknown> = {}) => ({
  contractor_id: (await acmeContractor()).id,
  organisation_id: org('Acme Retail Group'),
  question_set_id: full.id,
  name: 'Data platform build',
  end_client_id: org('Acme Retail Group'),
  agency_id: org('Northbridge Partners'),
  start_date: '2027-01-04',
  end_date: '2027-03-26',
  daily_rate: 600,
  sds_provider: 'Acme Retail Group HR',
  ...overrides,
})
const createEngagement = async (overrides: Record<string, unknown> = {}, account = 'partner') =>
  call('/api/assessments/engagements', { method: 'POST', token: as(account), body: await engagementBody(overrides) })
const freshEngagement = async (overrides: Record<string, unknown> = {}) => {
  const response = await createEngagement(overrides)
  expect(response.status, JSON.stringify(response.json)).toBe(201)
  return response.json.id as string
}
const getEngagement = (id: string, account = 'partner') =>
  call(`/api/assessments/engagements/${id}`, { token: as(account) })
const current = async (id: string) => (await getEngagement(id)).json.assessments[0]
const answer = (
  assessment: { id: string; contractor_engagement_id: string; question_set_id: string },
  answerIds: string[],
  submitted: boolean,
  extra: Record<string, unknown> = {},
  account = 'partner',
) =>
  call(`/api/assessments/assessments/${assessment.id}/answers`, {
    method: 'POST',
    token: as(account),
    body: {
      contractor_engagement_id: assessment.contractor_engagement_id,
      question_set_id: assessment.question_set_id,
      submitted,
      submitted_by: 'CLIENT',
      notes: null,
      answer_ids: answerIds,
      last_category_id: null,
      dissemination: false,
      ...extra,
    },
  })

beforeAll(async () => {
  server = await startTestServer()
  call = heldApiClient(server)
  for (const row of await db().select().from(organisations)) orgIds.set(row.name, row.id)
  for (const account of ACCOUNTS) tokens.set(account, (await signInDemo(server.url, account)).accessToken)
  full = (await call('/api/assessments/question-sets/type/FULL', { token: as('partner') })).json
})
afterAll(() => server?.stop())

describe('question sets', () => {
  it('serves the default FULL set, version 1.0.1, with CEST facts on its answers', async () => {
    expect(full.version).toBe('1.0.1')
    expect(full.type_code).toBe('FULL')
    expect(full.categories.length).toBeGreaterThan(5)
    const control = full.categories.find((category) => category.id === 'control')!
    const facts = control.questions.flatMap((question) => question.answers.flatMap((answer) => answer.questions ?? []))
    expect(facts.flatMap((question) => question.answers.map((answer) => answer.cest?.section))).toContain('control')
    const byVersion = await call('/api/assessments/question-sets/type/FULL/1.0.1', { token: as('partner') })
    expect(byVersion.json.id).toBe(full.id)
    const byId = await call(`/api/assessments/question-sets/${full.id}`, { token: as('contractor') })
    expect(byId.json.version).toBe('1.0.1')
  })

  it('serves SHORT for insurance validation and the results of each type', async () => {
    const short = await call('/api/assessments/question-sets/type/SHORT', { token: as('partner') })
    expect(short.json.type_code).toBe('SHORT')
    const results = await call('/api/assessments/question-sets/type/SHORT/results', { token: as('partner') })
    expect(results.json.map((row: { result: string }) => row.result)).toEqual(['PASS', 'FAIL'])
    const fullResults = await call('/api/assessments/question-sets/type/FULL/results', { token: as('partner') })
    expect(fullResults.json.map((row: { result: string }) => row.result)).toContain('Borderline - Need Comments')
  })

  it('answers a clear 400 for an unknown type or version shape, 404 for a missing version, 401 without a session', async () => {
    expect((await call('/api/assessments/question-sets/type/LONG', { token: as('partner') })).status).toBe(400)
    expect((await call('/api/assessments/question-sets/type/FULL/one', { token: as('partner') })).status).toBe(400)
    expect((await call('/api/assessments/question-sets/type/FULL/9.9.9', { token: as('partner') })).status).toBe(404)
    expect((await call('/api/assessments/question-sets/type/FULL')).status).toBe(401)
  })

  it('lists the reassessment frequencies', async () => {
    const response = await call('/api/assessments/reassessment-frequencies', { token: as('partner') })
    expect(response.json.map((row: { months: number }) => row.months)).toEqual([3, 6, 12])
  })
})

describe('POST /api/assessments/engagements', () => {
  it('creates a contractor engagement in Started with its first assessment', async () => {
    const id = await freshEngagement()
    const record = (await getEngagement(id)).json
    expect(record).toMatchObject({
      type: 'Contractor',
      status: 'Started',
      name: 'Data platform build',
      end_client: 'Acme Retail Group',
      agency: 'Northbridge Partners',
      daily_rate: 600,
      start_date: '2027-01-04',
      question_set_type_code: 'FULL',
      financial_exposure: null,
    })
    expect(record.contractor_name).toBeTruthy()
    expect(record.assessments).toHaveLength(1)
    expect(record.assessments[0]).toMatchObject({ status: 'Started', result: null, question_set_version: '1.0.1' })
    expect(record.can).toMatchObject({ save_answers: true, submit_answers: true, delete: true, reopen: false })
    const trail = await db().select().from(auditEvents).where(eq(auditEvents.entityId, id)).orderBy(auditEvents.seq)
    expect(trail.map((event) => event.eventType)).toEqual(['engagement.create'])
  })

  it('refuses bad input with the form messages and stores nothing', async () => {
    const before = (await db().select().from(engagements)).length
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '  ' }, ENGAGEMENT_MESSAGES.nameRequired],
      [{ name: 'x'.repeat(51) }, 'Maximum characters limit exceeded. Please limit to 50 characters or lower.'],
      [{ start_date: '' }, JOB_ROLE_MESSAGES.startDateRequired],
      [{ start_date: '2027-05-01', end_date: '2027-04-01' }, JOB_ROLE_MESSAGES.startAfterEnd],
      [{ daily_rate: -1 }, JOB_ROLE_MESSAGES.dailyRateNegative],
      [{ daily_rate: null }, ENGAGEMENT_MESSAGES.dayRateRequired],
      [{ end_client_id: null }, ENGAGEMENT_MESSAGES.endClientRequired],
      [{ agency_id: org('Acme Retail Group') }, JOB_ROLE_MESSAGES.sameEndClientAndAgency],
      [{ sds_provider: 'y'.repeat(51) }, 'Maximum characters limit exceeded. Please limit to 50 characters or lower.'],
    ]
    for (const [overrides, message] of cases) {
      const response = await createEngagement(overrides)
      expect(response.status, JSON.stringify(overrides)).toBe(400)
      expect(response.json.message).toContain(message)
    }
    expect((await db().select().from(engagements)).length).toBe(before)
  })

  it('keeps insurance validation to organisations with the tool, and asks it for the end client on the SDS', async () => {
    const short = (await call('/api/assessments/question-sets/type/SHORT', { token: as('partner') })).json
    const refused = await createEngagement({ question_set_id: short.id, end_client_id: null, end_client: 'Acme' })
    const acme = (
      await db()
        .select()
        .from(organisations)
        .where(eq(organisations.id, org('Acme Retail Group')))
    )[0]!
    if (acme.insuranceValidationTool) {
      expect(refused.status).toBe(201)
    } else {
      expect(refused.status).toBe(403)
      await db().update(organisations).set({ insuranceValidationTool: true }).where(eq(organisations.id, acme.id))
    }
    const noClient = await createEngagement({ question_set_id: short.id, end_client_id: null, end_client: null })
    expect(noClient.json.message).toBe(ENGAGEMENT_MESSAGES.endClientRequired)
    const id = await freshEngagement({
      question_set_id: short.id,
      end_client_id: null,
      end_client: 'Original Client Ltd',
    })
    expect((await getEngagement(id)).json).toMatchObject({
      question_set_type_code: 'SHORT',
      end_client: 'Original Client Ltd',
    })
    const frequency = (await call('/api/assessments/reassessment-frequencies', { token: as('partner') })).json[0]
    const scheduled = await createEngagement({
      question_set_id: short.id,
      end_client: 'X',
      reassessment_frequency_id: frequency.id,
    })
    expect(scheduled.status).toBe(400)
    await db()
      .update(organisations)
      .set({ insuranceValidationTool: acme.insuranceValidationTool })
      .where(eq(organisations.id, acme.id))
  })

  it('refuses read-only people (403) and contractors or organisations out of reach (404)', async () => {
    expect((await createEngagement({}, 'partner.readonly')).status).toBe(403)
    const elsewhere = (
      await db()
        .select()
        .from(contractors)
        .where(ne(contractors.organisationId, org('Acme Retail Group')))
    ).find((row) => row.organisationId === org('Corvid Insurance'))
    if (elsewhere) expect((await createEngagement({ contractor_id: elsewhere.id })).status).toBe(404)
    expect((await createEngagement({ organisation_id: org('Corvid Insurance') })).status).toBe(404)
    expect((await createEngagement({ contractor_id: crypto.randomUUID() })).status).toBe(404)
  })
})

describe('answering: save progress, submit, the result', () => {
  it('saves progress as answers in progress, and refuses answers that do not fit the questions', async () => {
    const id = await freshEngagement()
    const assessment = await current(id)
    const some = answerAll(full, leaning('OUTSIDE')).slice(0, 3)
    const saved = await answer(assessment, some, false, { last_category_id: full.categories[1]!.id })
    expect(saved.status, JSON.stringify(saved.json)).toBe(200)
    expect(saved.json).toMatchObject({
      in_progress_answer_ids: some,
      last_category_id: full.categories[1]!.id,
      result: null,
    })
    expect(saved.json.version).toBe(assessment.version + 1)

    const unknown = await answer(assessment, ['no-such-answer'], false)
    expect(unknown.status).toBe(400)
    const stale = await answer(assessment, some, false, { version: assessment.version })
    expect(stale.status).toBe(409)
    expect(stale.json.message).toBe(ENGAGEMENT_MESSAGES.staleAssessment)
    const otherSet = await answer(assessment, some, false, { question_set_id: crypto.randomUUID() })
    expect(otherSet.json.message).toBe(ENGAGEMENT_MESSAGES.questionSetMismatch)
    const asContractor = await answer(assessment, some, false, { submitted_by: 'CONTRACTOR' })
    expect(asContractor.status).toBe(403)
    expect((await answer(assessment, some, false, {}, 'partner.readonly')).status).toBe(403)
    expect((await current(id)).in_progress_answer_ids).toEqual(some)
  })

  it('refuses a submission with unanswered questions, naming the first one, and changes nothing', async () => {
    const id = await freshEngagement()
    const assessment = await current(id)
    const response = await answer(assessment, answerAll(full, leaning('OUTSIDE')).slice(0, 2), true)
    expect(response.status).toBe(400)
    expect([UNANSWERED_TWO_OPTIONS, UNANSWERED_THREE_OPTIONS]).toContain(response.json.message)
    expect((await getEngagement(id)).json.status).toBe('Started')
  })

  it('submits answers leaning outside: an Outside result with reasons, the HMRC outcome, the exposure, and the SDS ready', async () => {
    const id = await freshEngagement()
    const assessment = await current(id)
    const submitted = await answer(assessment, answerAll(full, leaning('OUTSIDE')), true)
    expect(submitted.status, JSON.stringify(submitted.json)).toBe(200)
    expect(submitted.json.result).toMatch(/Outside/)
    expect(submitted.json.score).toBeLessThan(2.5)
    expect(submitted.json.hmrc_outcome).toMatch(/Outside IR35|Undetermined/)
    expect(submitted.json.reasons.length).toBeGreaterThan(3)
    expect(submitted.json.result_summary).toContain('<')
    expect(submitted.json.assessment_category_results.length).toBeGreaterThan(3)
    expect(submitted.json.completed_on).toBeTruthy()
    expect(submitted.json.assessor).toBe('Paula Grant')
    const record = (await getEngagement(id)).json
    expect(record.status).toBe('Awaiting Distribution')
    expect(record.financial_exposure).toBeGreaterThan(0)
    expect(Number.isInteger(record.financial_exposure)).toBe(true)
    expect(record.can).toMatchObject({ submit_answers: false, save_answers: false, delete: false })
  })

  it("includes the Apprenticeship Levy on the client's pay bill when the client pays the worker's company", async () => {
    // The demo Acme Retail Group has a pay bill of £48m, so the levy applies on top of tax and NIC.
    const id = await freshEngagement({ agency_id: null })
    await answer(await current(id), answerAll(full, leaning('OUTSIDE')), true)
    const input = { dailyRatePence: 60_000, startDate: '2027-01-04', endDate: '2027-03-26', today: ukToday() }
    const withLevy = financialExposure({ ...input, payBillPence: 4_800_000_000 })
    expect(withLevy.apprenticeshipLevyPence).toBeGreaterThan(0)
    const record = (await getEngagement(id)).json
    expect(record.financial_exposure).toBe(Math.floor(withLevy.exposurePence / 100))
    expect(record.financial_exposure).toBeGreaterThan(Math.floor(financialExposure(input).exposurePence / 100))
    expect(record.exposure_detail.levy).toMatchObject({ payer: 'client', pay_bill_known: true })
  })

  it("shows the levy as the agency's cost, apart from the totals, when an agency with no pay bill set pays", async () => {
    // Northbridge Partners, the agency, has no pay bill set: Acme's £48m is not the deemed employer's.
    const id = await freshEngagement({ agency_id: org('Northbridge Partners') })
    await answer(await current(id), answerAll(full, leaning('OUTSIDE')), true)
    const input = { dailyRatePence: 60_000, startDate: '2027-01-04', endDate: '2027-03-26', today: ukToday() }
    const agencyUnknown = financialExposure({ ...input, hasAgency: true, payBillPence: null })
    const record = (await getEngagement(id)).json
    expect(record.financial_exposure).toBe(Math.floor(agencyUnknown.exposurePence / 100))
    expect(record.exposure_detail.levy).toEqual({
      payer: 'agency',
      pay_bill_known: false,
      pence: 0,
      up_to_pence: agencyUnknown.levy.upToPence,
    })
    expect(agencyUnknown.levy.upToPence).toBeGreaterThan(0)
    expect(record.exposure_notes).toContain(LEVY_LEFT_OUT.agency)
  })

  it('stores deductible expenses a day and works the deemed payment without them; refuses bad ones, storing nothing', async () => {
    const id = await freshEngagement({ deductible_expenses_per_day: 50 })
    await answer(await current(id), answerAll(full, leaning('OUTSIDE')), true)
    const record = (await getEngagement(id)).json
    expect(record.deductible_expenses_per_day).toBe(50)
    // 4 January to 26 March 2027: 59 working days (Good Friday is 26 March) at £600 less £50.
    expect(record.exposure_detail.deemed_payment).toEqual({
      fees_pence: 59 * 60_000,
      deductible_expenses_pence: 59 * 5_000,
      deemed_payments_pence: 59 * 55_000,
      expenses_per_day_pence: 5_000,
    })

    const before = (await db().select().from(engagements)).length
    for (const bad of [-5, 10_000.5, 1.001, '50']) {
      const refused = await createEngagement({ deductible_expenses_per_day: bad })
      expect(refused.status).toBe(400)
      expect(JSON.stringify(refused.json)).toContain(
        typeof bad === 'number' ? DEDUCTIBLE_EXPENSES_MESSAGE : 'Expected number',
      )
    }
    expect((await db().select().from(engagements)).length).toBe(before)

    const changed = await call(`/api/assessments/engagements/${id}`, {
      method: 'PATCH',
      token: as('partner'),
      body: [{ op: 'replace', path: '/deductible_expenses_per_day', value: 0 }],
      headers: { 'if-match': String(record.version) },
    })
    expect(changed.status, JSON.stringify(changed.json)).toBe(200)
    expect(changed.json.deductible_expenses_per_day).toBe(0)
    expect(changed.json.exposure_detail.deemed_payment.deductible_expenses_pence).toBe(0)
    expect(changed.json.financial_exposure).toBeGreaterThan(record.financial_exposure)
  })

  it('keeps the breakdown of the exposure for the payment terms given, and works it again when they change', async () => {
    const id = await freshEngagement({
      invoicing_frequency: 'weekly',
      payment_terms_days: 7,
      scottish_taxpayer: true,
      client_size: 'medium_or_large',
    })
    await answer(await current(id), answerAll(full, leaning('OUTSIDE')), true)
    const record = (await getEngagement(id)).json
    expect(record).toMatchObject({
      invoicing_frequency: 'weekly',
      payment_terms_days: 7,
      scottish_taxpayer: true,
      client_size: 'medium_or_large',
    })
    const detail = record.exposure_detail
    // 4 January to 26 March 2027: twelve weeks, each paid a week after it ends, all in 2026/27
    expect(detail).toMatchObject({ invoicing_frequency: 'weekly', payments: 12, scottish_taxpayer: true })
    expect(detail.codings.map((coding: { code: string }) => coding.code)).toEqual([
      'S1257L cumulative',
      'SBR',
      'S0T week 1/month 1',
    ])
    expect(detail.years).toEqual([expect.objectContaining({ tax_year: '2026/27', time_limit: 'ordinary' })])
    expect(detail.liability.chapter).toBe('chapter_10')
    expect(detail.set_off.gross_pence).toBe(detail.codings[1].total_pence)
    expect(record.financial_exposure).toBe(Math.floor(detail.codings[1].total_pence / 100))

    const monthly = await call(`/api/assessments/engagements/${id}`, {
      method: 'PATCH',
      token: as('partner'),
      body: [{ op: 'replace', path: '/invoicing_frequency', value: 'monthly' }],
      headers: { 'if-match': String(record.version) },
    })
    expect(monthly.status, JSON.stringify(monthly.json)).toBe(200)
    expect(monthly.json.exposure_detail).toMatchObject({ invoicing_frequency: 'monthly', payments: 3 })
    // A month's thresholds are not four weeks': the figure moves with the payment interval.
    expect(monthly.json.financial_exposure).not.toBe(record.financial_exposure)
  })

  it('reads an engagement created without payment terms as monthly in arrears, 30 days, client size unknown', async () => {
    const record = (await getEngagement(await freshEngagement())).json
    expect(record).toMatchObject({
      invoicing_frequency: 'monthly',
      payment_terms_days: 30,
      scottish_taxpayer: false,
      client_size: null,
      exposure_detail: null,
    })
    const refused = await createEngagement({ payment_terms_days: 121 })
    expect(refused.status).toBe(400)
    expect(JSON.stringify(refused.json)).toContain('Please enter payment terms from 0 to 120 days.')
  })

  it('submits answers leaning inside: an Inside result', async () => {
    const id = await freshEngagement()
    const submitted = await answer(await current(id), answerAll(full, leaning('INSIDE')), true)
    expect(submitted.json.result).toMatch(/Inside/)
    expect(submitted.json.score).toBeGreaterThan(2.5)
  })

  it('sends the contractor their questions when dissemination is on', async () => {
    const id = await freshEngagement()
    const submitted = await answer(await current(id), answerAll(full, leaning('OUTSIDE')), true, {
      dissemination: true,
    })
    const hasContractorQuestions = JSON.stringify(full).includes('"respondent":"CONTRACTOR"')
    expect(hasContractorQuestions).toBe(true)
    expect(submitted.json.result).toBeNull()
    expect((await getEngagement(id)).json.status).toBe('Awaiting Contractor')
  })

  it("refuses the client answering the contractor's questions when the contractor is asked", async () => {
    const id = await freshEngagement()
    const theirs = full.categories
      .flatMap((category) => category.questions)
      .find((question) => question.respondent === 'CONTRACTOR')!
    const response = await answer(await current(id), [theirs.answers[0]!.id], false, { dissemination: true })
    expect(response.status).toBe(400)
    expect(response.json.message).toBe("Answers to the contractor's questions come from the contractor.")
  })
})

describe('a role: complete, reopen, cancel the reopening', () => {
  it('walks the lifecycle and keeps every assessment on record', async () => {
    const role = await call('/api/assessments/jobroles', {
      method: 'POST',
      token: as('partner'),
      body: {
        name: 'Assessed Role',
        start_date: '2027-01-04',
        end_date: '2027-06-30',
        daily_rate: 500,
        organisation_id: org('Acme Retail Group'),
      },
    })
    const roleId = role.json.id as string
    expect((await getEngagement(roleId)).json.assessments).toEqual([])
    const first = await call('/api/assessments/assessments', {
      method: 'POST',
      token: as('partner'),
      body: { contractor_engagement_id: roleId },
    })
    expect(first.status, JSON.stringify(first.json)).toBe(201)
    const again = await call('/api/assessments/assessments', {
      method: 'POST',
      token: as('partner'),
      body: { contractor_engagement_id: roleId },
    })
    expect(again.status).toBe(409)
    const done = await answer(first.json, answerAll(full, leaning('OUTSIDE')), true)
    expect(done.status).toBe(200)
    let record = (await getEngagement(roleId)).json
    expect(record.status).toBe('Complete')
    expect(record.can).toMatchObject({ reopen: true, reassess: false })

    const reopened = await call(`/api/assessments/engagements/${roleId}/reopen`, {
      method: 'POST',
      token: as('partner'),
    })
    expect(reopened.json.status).toBe('Reopened')
    record = (await getEngagement(roleId)).json
    expect(record.assessments).toHaveLength(2)
    expect(record.assessments[0]).toMatchObject({
      status: 'Reopened',
      result: null,
      in_progress_answer_ids: done.json.answer_ids,
    })
    expect(record.assessments[1]).toMatchObject({ status: 'Superseded', result: done.json.result })
    expect(record.can.cancel_reopen).toBe(true)

    const cancelled = await call(`/api/assessments/assessments/${record.assessments[0].id}/cancel`, {
      method: 'POST',
      token: as('partner'),
    })
    expect(cancelled.json).toMatchObject({ id: first.json.id, result: done.json.result, status: 'Complete' })
    record = (await getEngagement(roleId)).json
    expect(record.assessments.map((a: { status: string }) => a.status)).toEqual(['Complete', 'Cancelled'])
    const twice = await call(`/api/assessments/assessments/${record.assessments[1].id}/cancel`, {
      method: 'POST',
      token: as('partner'),
    })
    expect(twice.status).toBe(409)
  })
})

describe('reassessment and record edits', () => {
  it('reassesses a completed contractor engagement into a new one that names where it came from', async () => {
    const complete = (
      await db()
        .select()
        .from(engagements)
        .where(
          and(
            eq(engagements.type, 'Contractor'),
            eq(engagements.status, 'Complete'),
            eq(engagements.questionSetTypeCode, 'FULL'),
          ),
        )
    ).find((row) => row.organisationId === org('Acme Retail Group') && !row.deletedAt)!
    expect((await getEngagement(complete.id)).json.can.reassess).toBe(true)
    const made = await call(`/api/assessments/engagements/${complete.id}/reassess`, {
      method: 'POST',
      token: as('partner'),
    })
    expect(made.status).toBe(201)
    const record = (await getEngagement(made.json.id)).json
    expect(record).toMatchObject({ status: 'Started', reassessed_from_id: complete.id, name: complete.name })
    expect(record.assessments).toHaveLength(1)
    expect((await getEngagement(complete.id)).json.status).toBe('Complete')
    const fresh = await freshEngagement()
    expect(
      (await call(`/api/assessments/engagements/${fresh}/reassess`, { method: 'POST', token: as('partner') })).status,
    ).toBe(409)
  })

  /** Acme's FULL contractor engagements the partner may reassess now, none reassessed yet. */
  const reassessable = async () => {
    const rows = await db()
      .select()
      .from(engagements)
      .where(and(eq(engagements.type, 'Contractor'), eq(engagements.questionSetTypeCode, 'FULL')))
    const found: string[] = []
    for (const row of rows.filter((r) => r.organisationId === org('Acme Retail Group') && !r.deletedAt))
      if ((await getEngagement(row.id)).json.can?.reassess) found.push(row.id)
    return found
  }
  const successorsOf = async (id: string) =>
    (await db().select().from(engagements).where(eq(engagements.reassessedFromId, id))).map((row) => row.id)
  const reassess = (id: string) =>
    call(`/api/assessments/engagements/${id}/reassess`, { method: 'POST', token: as('partner') })

  it('reassesses an engagement once: a second call is refused naming the successor, and creates nothing', async () => {
    const [original] = await reassessable()
    const first = await reassess(original!)
    expect(first.status).toBe(201)
    const before = (await db().select().from(engagements)).length

    const second = await reassess(original!)
    expect(second.status).toBe(409)
    expect(second.json.message).toBe(ENGAGEMENT_MESSAGES.alreadyReassessed(first.json.id))
    expect((await db().select().from(engagements)).length).toBe(before)
    expect(await successorsOf(original!)).toEqual([first.json.id])
    const record = (await getEngagement(original!)).json
    expect(record).toMatchObject({ reassessed_to_id: first.json.id, can: { reassess: false } })
    expect((await getEngagement(first.json.id)).json).toMatchObject({
      reassessed_from_id: original,
      reassessed_to_id: null,
    })
  })

  it('twenty reassessments of one engagement at once make exactly one successor; the rest are refused naming it', async () => {
    const [original] = await reassessable()
    const before = (await db().select().from(engagements)).length
    const answers = await Promise.all(Array.from({ length: 20 }, () => reassess(original!)))
    const made = answers.filter((response) => response.status === 201)
    expect(made).toHaveLength(1)
    const successor = made[0]!.json.id as string
    const refused = answers.filter((response) => response.status !== 201)
    expect(refused.map((response) => [response.status, response.json.message])).toEqual(
      Array.from({ length: 19 }, () => [409, ENGAGEMENT_MESSAGES.alreadyReassessed(successor)]),
    )
    expect(await successorsOf(original!)).toEqual([successor])
    expect((await db().select().from(engagements)).length).toBe(before + 1)
  })

  it('edits the record with a version check, and the exposure follows new dates', async () => {
    const id = await freshEngagement()
    await answer(await current(id), answerAll(full, leaning('INSIDE')), true)
    const before = (await getEngagement(id)).json
    const patch = (operations: unknown, version: number) =>
      call(`/api/assessments/engagements/${id}`, {
        method: 'PATCH',
        token: as('partner'),
        body: operations,
        headers: { 'if-match': String(version) },
      })
    const longer = await patch(
      [
        { op: 'replace', path: '/name', value: 'Data platform run' },
        { op: 'replace', path: '/end_date', value: '2027-12-24' },
      ],
      before.version,
    )
    expect(longer.status, JSON.stringify(longer.json)).toBe(200)
    expect(longer.json).toMatchObject({ name: 'Data platform run', end_date: '2027-12-24' })
    expect(longer.json.financial_exposure).toBeGreaterThan(before.financial_exposure)
    expect((await patch([{ op: 'replace', path: '/name', value: 'Late' }], before.version)).status).toBe(409)
    const backwards = await patch([{ op: 'replace', path: '/end_date', value: '2026-01-01' }], longer.json.version)
    expect(backwards.json.message).toBe(JOB_ROLE_MESSAGES.startAfterEnd)
    const both = await patch(
      [
        { op: 'replace', path: '/archived', value: true },
        { op: 'replace', path: '/name', value: 'x' },
      ],
      longer.json.version,
    )
    expect(both.status).toBe(400)
    const unknownPath = await patch([{ op: 'replace', path: '/status', value: 'Complete' }], longer.json.version)
    expect(unknownPath.status).toBe(400)
  })

  it('moves an assessment in progress to a newer question set, keeping the answers that still exist', async () => {
    const id = await freshEngagement()
    const assessment = await current(id)
    const answers = answerAll(full, leaning('OUTSIDE'))
    await answer(assessment, answers, false)
    const dropped = full.categories[full.categories.length - 1]!
    const newer = { ...full, id: crypto.randomUUID(), version: '1.0.2', categories: full.categories.slice(0, -1) }
    await db()
      .insert(questionSets)
      .values({ id: newer.id, typeCode: 'FULL', version: '1.0.2', title: newer.title, content: newer })
    // The newer version stays released: the test server lives for this file only, and this test comes last.
    {
      const waiting = await current(id)
      expect(waiting.requires_update).toBe(true)
      const moved = await call(`/api/assessments/assessments/${assessment.id}/update/${newer.id}`, {
        method: 'POST',
        token: as('partner'),
      })
      expect(moved.status, JSON.stringify(moved.json)).toBe(200)
      expect(moved.json).toMatchObject({ question_set_version: '1.0.2', requires_update: false })
      const droppedIds = JSON.stringify(dropped)
      expect(moved.json.in_progress_answer_ids.length).toBeLessThan(answers.length)
      expect(moved.json.in_progress_answer_ids.every((answerId: string) => !droppedIds.includes(`"${answerId}"`))).toBe(
        true,
      )
    }
  })
})

describe('scheduled reassessment', () => {
  const DAY = 24 * 60 * 60 * 1000

  it('reminds the assessor by e-mail when the frequency falls due, once the SDS is out; the status stays', async () => {
    const frequencies = (await call('/api/assessments/reassessment-frequencies', { token: as('partner') })).json
    const quarterly = frequencies.find((row: { months: number }) => row.months === 3)
    const id = await freshEngagement({ name: 'Quarterly review', reassessment_frequency_id: quarterly.id })
    await answer(await current(id), answerAll(full, leaning('OUTSIDE')), true)
    const due = await db().select().from(scheduledEvents).where(eq(scheduledEvents.entityId, id))
    expect(due).toHaveLength(1)
    expect(due[0]!.event).toEqual({ type: 'reassessment.due' })
    expect(due[0]!.dueAt.getTime() - Date.now()).toBeGreaterThan(88 * DAY)

    // The SDS goes out.
    const sent = await call(`/api/assessments/engagements/${id}/distributions/send`, {
      method: 'POST',
      token: as('partner'),
    })
    expect(sent.json.items.map((party: { party: string }) => party.party)).toEqual(['Contractor'])
    await server.scheduler.tick(new Date(Date.now() + 93 * DAY))
    await server.outbox.drain()
    const [reminder] = await db().select().from(scheduledEvents).where(eq(scheduledEvents.entityId, id))
    expect(reminder!.status).toBe('sent')
    const mail = (
      await db().select().from(mailOutbox).where(eq(mailOutbox.subject, 'Reassessment due: Quarterly review'))
    )[0]
    expect(mail?.to).toBe('partner@demo.ir35.test')
    expect(mail?.text).toContain(`/edit-engagement/${id}`)
    expect((await getEngagement(id)).json.status).toBe('Awaiting SDS Acceptance')
  })

  it('schedules nothing without a frequency', async () => {
    const id = await freshEngagement()
    await answer(await current(id), answerAll(full, leaning('OUTSIDE')), true)
    expect(await db().select().from(scheduledEvents).where(eq(scheduledEvents.entityId, id))).toEqual([])
  })
})

describe('authorisation matrix', () => {
  type Endpoint = 'create' | 'read' | 'edit' | 'save answers' | 'read assessment'
  const ENDPOINTS: Endpoint[] = ['create', 'read', 'edit', 'save answers', 'read assessment']
  const NONE = [404, 404, 404, 404, 404]
  const READER = [403, 200, 403, 403, 200]
  const WORKER = [201, 200, 200, 200, 200]
  // A contractor is refused engagement creation first, before its body is read; the rest stays out of their reach.
  const CONTRACTOR = [403, 404, 404, 404, 404]
  const MATRIX: Record<string, Record<'child' | 'unrelated', number[]>> = {
    'provider.admin': { child: WORKER, unrelated: WORKER },
    partner: { child: WORKER, unrelated: NONE },
    'partner.readonly': { child: READER, unrelated: NONE },
    'sign.off.user': { child: READER, unrelated: NONE },
    'provider.manual.reviewer': { child: READER, unrelated: READER },
    'readonly.full': { child: READER, unrelated: READER },
    contractor: { child: CONTRACTOR, unrelated: CONTRACTOR },
  }
  const TARGETS = { child: 'Acme Retail Group', unrelated: 'Corvid Insurance' } as const

  /** A contractor of the organisation, made for the matrix where the demo data has none. */
  const contractorAt = async (orgName: string) => {
    const organisationId = org(orgName)
    const held = (await db().select().from(contractors).where(eq(contractors.organisationId, organisationId)))[0]
    if (held) return held.id
    const [made] = await db()
      .insert(contractors)
      .values({
        organisationId,
        firstName: 'Matrix',
        lastName: 'Contractor',
        companyName: 'Matrix Consulting Ltd',
        companyNumber: 'MX000001',
        email: 'matrix.contractor@example.test',
        phoneNumber: '07700900000',
      })
      .returning()
    return made!.id
  }
  const bodyAt = async (orgName: string) => ({
    ...(await engagementBody()),
    contractor_id: await contractorAt(orgName),
    organisation_id: org(orgName),
    end_client_id: org(orgName),
    agency_id: null,
  })
  const request = async (endpoint: Endpoint, account: string, orgName: string) => {
    const body = await bodyAt(orgName)
    if (endpoint === 'create') return call('/api/assessments/engagements', { method: 'POST', token: as(account), body })
    const made = await call('/api/assessments/engagements', { method: 'POST', token: as('provider.admin'), body })
    const id = made.json.id as string
    if (endpoint === 'read') return getEngagement(id, account)
    if (endpoint === 'edit')
      return call(`/api/assessments/engagements/${id}`, {
        method: 'PATCH',
        token: as(account),
        body: [{ op: 'replace', path: '/name', value: 'Matrix' }],
      })
    const assessment = (await getEngagement(id, 'provider.admin')).json.assessments[0]
    if (endpoint === 'save answers') return answer(assessment, [], false, {}, account)
    return call(`/api/assessments/assessments/${assessment.id}`, { token: as(account) })
  }

  it('answers as expected in every cell', async () => {
    for (const account of Object.keys(MATRIX).filter((name) => !tokens.has(name)))
      tokens.set(account, (await signInDemo(server.url, account)).accessToken)
    const cells = Object.entries(MATRIX).flatMap(([account, relations]) =>
      (Object.keys(TARGETS) as (keyof typeof TARGETS)[]).flatMap((relation) =>
        ENDPOINTS.map((endpoint, index) => ({ account, relation, endpoint, expected: relations[relation][index]! })),
      ),
    )
    expect(cells.length).toBe(70)
    const failures: string[] = []
    for (const cell of cells) {
      const response = await request(cell.endpoint, cell.account, TARGETS[cell.relation])
      if (response.status !== cell.expected)
        failures.push(
          `${cell.account} × ${cell.endpoint} on ${cell.relation}: expected ${cell.expected}, got ${response.status} ${JSON.stringify(response.json)}`,
        )
    }
    expect(failures, failures.join('\n')).toEqual([])
  })
})
