// A worker's own working practices review (rules wpr.screens, wpr.disclaimer, wpr.start-form, api.working-practices):
// the business sizes, the start, the list, the answers (every question the worker's), the result that completes
// the review without an SDS, reopen and cancel, the report titled as the worker's own; only the worker reaches it.
import { and, eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { answerEvery, leaningTowards } from '../../src/domain/question-sets/answer-paths.ts'
import type { QuestionSetDefinition } from '../../src/domain/questionnaire.ts'
import { WORKING_PRACTICES_MESSAGES } from '../../src/domain/working-practices.ts'
import { actors, auditEvents, contractors, engagements, organisations } from '../../src/server/db/schema.ts'
import { demoEmail } from '../../src/server/seed/demo-data.ts'
import { apiFixture } from '../support/api-fixture.ts'
import { pdfText } from '../support/pdf-text.ts'

const api = apiFixture({ accounts: ['contractor', 'contractor.type1', 'partner', 'provider.admin'] })
const { call, as, db } = api
let full: QuestionSetDefinition
const REVIEWS = '/api/assessments/engagements/working-practise-reviews'

/** Every question of the set answered leaning `towards`: the worker answers both respondents' questions. */
const everyAnswer = (towards: 'INSIDE' | 'OUTSIDE') => {
  const client = answerEvery(full, 'CLIENT', leaningTowards(towards))
  return answerEvery(full, 'CONTRACTOR', leaningTowards(towards), client)
}

const startBody = (overrides: Record<string, unknown> = {}) => ({
  question_set_id: full.id,
  end_client: 'Harbour Logistics',
  agency: 'Blue Agency',
  master_contractor_id: null,
  name: 'Data engineer',
  business_size_id: 3,
  start_date: '2027-03-01',
  end_date: '2027-08-31',
  daily_rate: 525.5,
  ...overrides,
})

const start = async (overrides: Record<string, unknown> = {}, account = 'contractor') =>
  call(REVIEWS, { method: 'POST', token: as(account), body: startBody(overrides) })

const recordOf = async (id: string, account = 'contractor') =>
  call(`/api/assessments/engagements/${id}`, { token: as(account) })

const answer = (record: { id: string; assessments: { id: string; question_set_id: string }[] }, body: object) =>
  call(`/api/assessments/assessments/${record.assessments[0]!.id}/answers`, {
    method: 'POST',
    token: as('contractor'),
    body: {
      contractor_engagement_id: record.id,
      question_set_id: record.assessments[0]!.question_set_id,
      submitted_by: 'CONTRACTOR',
      ...body,
    },
  })

const reviewCount = async () =>
  (
    await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(engagements)
      .where(eq(engagements.type, 'WorkingPracticesReview'))
  )[0]!.n

beforeAll(async () => {
  full = await api.fullSet('contractor')
})

describe('GET /api/assessments/business-sizes', () => {
  it('lists the fixed sizes to anyone signed in, and nobody else', async () => {
    const sizes = await call('/api/assessments/business-sizes', { token: as('contractor') })
    expect(sizes.status).toBe(200)
    expect(sizes.json).toEqual([
      { id: 1, name: 'Small' },
      { id: 2, name: 'Medium' },
      { id: 3, name: 'Large' },
    ])
    expect((await call('/api/assessments/business-sizes')).status).toBe(401)
  })
})

describe('POST /api/assessments/engagements/working-practise-reviews', () => {
  it('starts a review on the worker’s contractor record under the provider, made on the first review', async () => {
    const created = await start()
    expect(created.status, JSON.stringify(created.json)).toBe(201)
    expect(created.json).toEqual({ id: expect.any(String) })
    const record = await recordOf(created.json.id)
    expect(record.status).toBe(200)
    expect(record.json).toMatchObject({
      type: 'WorkingPracticesReview',
      status: 'Started',
      name: 'Data engineer',
      end_client: 'Harbour Logistics',
      agency: 'Blue Agency',
      start_date: '2027-03-01',
      end_date: '2027-08-31',
      daily_rate: 525.5,
      can: { save_answers: true, submit_answers: true, reopen: false, download_sds: false, reassess: false },
    })
    const [provider] = await db().select().from(organisations).where(eq(organisations.id, record.json.organisation_id))
    expect(provider?.isProvider).toBe(true)
    const [person] = await db()
      .select()
      .from(actors)
      .where(eq(actors.email, demoEmail('contractor')))
    const [contractor] = await db().select().from(contractors).where(eq(contractors.id, record.json.contractor_id))
    expect(contractor).toMatchObject({ actorId: person!.id, organisationId: provider!.id, email: person!.email })

    // The second review uses the same record, named or not; another record is refused.
    const again = await start({ master_contractor_id: contractor!.id, end_client: 'Second Client' })
    expect(again.status).toBe(201)
    expect((await recordOf(again.json.id)).json.contractor_id).toBe(contractor!.id)
    const [other] = await db().select().from(contractors).where(sql`${contractors.id} <> ${contractor!.id}`).limit(1)
    const refused = await start({ master_contractor_id: other!.id })
    expect(refused.status).toBe(400)
    expect(refused.json.message).toBe(WORKING_PRACTICES_MESSAGES.notYourContractor)
  })

  it('refuses bad input with the form’s messages, and stores nothing', async () => {
    const before = await reviewCount()
    const cases: [Record<string, unknown>, string][] = [
      [{ end_client: '  ' }, WORKING_PRACTICES_MESSAGES.endClientRequired],
      [{ name: '' }, WORKING_PRACTICES_MESSAGES.nameRequired],
      [{ business_size_id: null }, WORKING_PRACTICES_MESSAGES.businessSizeRequired],
      [{ business_size_id: 9 }, WORKING_PRACTICES_MESSAGES.unknownBusinessSize],
      [{ start_date: '' }, WORKING_PRACTICES_MESSAGES.startDateRequired],
      [{ end_date: '' }, WORKING_PRACTICES_MESSAGES.endDateRequired],
      [{ start_date: '2027-09-01' }, WORKING_PRACTICES_MESSAGES.startAfterEnd],
      [{ daily_rate: null }, WORKING_PRACTICES_MESSAGES.dayRateRequired],
      [{ daily_rate: -1 }, WORKING_PRACTICES_MESSAGES.dayRateNegative],
      [{ end_client: 'x'.repeat(51) }, 'Maximum characters limit exceeded. Please limit to 50 characters or lower.'],
    ]
    for (const [overrides, message] of cases) {
      const refused = await start(overrides)
      expect(refused.status, JSON.stringify(overrides)).toBe(400)
      expect(JSON.stringify(refused.json), JSON.stringify(overrides)).toContain(message)
    }
    const notJson = await call(REVIEWS, { method: 'POST', token: as('contractor'), body: '{"end_client":' })
    expect(notJson.status).toBe(400)
    expect(await reviewCount()).toBe(before)
  })

  it('is the Contractor role’s alone', async () => {
    for (const account of ['contractor.type1', 'partner', 'provider.admin']) {
      const refused = await start({}, account)
      expect(refused.status, account).toBe(403)
    }
    expect((await call(REVIEWS, { method: 'POST', body: startBody() })).status).toBe(401)
  })
})

describe('GET /api/assessments/engagements/working-practise-reviews', () => {
  it('lists the worker’s own reviews, result_ord ascending, 30 a page, with search and archived', async () => {
    const page = await call(REVIEWS, { token: as('contractor') })
    expect(page.status).toBe(200)
    expect(page.json.count).toBeGreaterThanOrEqual(2)
    expect(page.json.items[0]).toEqual({
      id: expect.any(String),
      name: expect.any(String),
      end_client: expect.any(String),
      agency: expect.any(String),
      start_date: '2027-03-01',
      result: null,
      status: 'Started',
      archived: false,
    })
    const searched = await call(`${REVIEWS}?search=second`, { token: as('contractor') })
    expect(searched.json.items.map((row: { end_client: string }) => row.end_client)).toEqual(['Second Client'])
    expect((await call(`${REVIEWS}?page_size=7`, { token: as('contractor') })).status).toBe(400)
    expect((await call(`${REVIEWS}?sort_by=colour`, { token: as('contractor') })).status).toBe(400)
    for (const account of ['contractor.type1', 'partner'])
      expect((await call(REVIEWS, { token: as(account) })).status, account).toBe(403)
  })

  it('never shows a review in the SDS hub, the board or the directory', async () => {
    const hub = await call('/api/assessments/contractor-portal/sds-engagements?show_all=true&show_archived=true', {
      token: as('contractor'),
    })
    expect(hub.status).toBe(200)
    expect(hub.json.items.some((row: { engagement_name: string }) => row.engagement_name === 'Data engineer')).toBe(
      false,
    )
    const directory = await call('/api/assessments/engagements/assessments?search=Data%20engineer&page_size=30', {
      token: as('provider.admin'),
    })
    expect(directory.status).toBe(200)
    const reviewIds = new Set(
      (await call(REVIEWS, { token: as('contractor') })).json.items.map((row: { id: string }) => row.id),
    )
    expect(directory.json.items.filter((row: { id: string }) => reviewIds.has(row.id))).toEqual([])
  })
})

describe('PATCH /api/assessments/engagements/working-practise-reviews/{id}', () => {
  const archive = (id: string, value: unknown, account = 'contractor') =>
    call(`${REVIEWS}/${id}`, {
      method: 'PATCH',
      token: as(account),
      body: [{ op: 'replace', path: '/archived', value }],
    })
  const listed = async (query: string) =>
    (await call(`${REVIEWS}?search=Archive%20Client&${query}`, { token: as('contractor') })).json.items.map(
      (row: { id: string; archived: boolean }) => [row.id, row.archived],
    )
  const trailOf = async (id: string) =>
    (await db().select().from(auditEvents).where(eq(auditEvents.entityId, id)).orderBy(auditEvents.seq)).map(
      (event) => event.eventType,
    )

  it('archives the worker’s own review out of the list and back, each step on its trail', async () => {
    const { id } = (await start({ end_client: 'Archive Client' })).json
    expect((await archive(id, true)).status).toBe(204)
    expect(await listed('show_archived=false')).toEqual([])
    expect(await listed('show_archived=true')).toEqual([[id, true]])
    expect((await archive(id, false)).status).toBe(204)
    expect(await listed('show_archived=false')).toEqual([[id, false]])
    expect(await trailOf(id)).toEqual(['engagement.create', 'engagement.archive', 'engagement.unarchive'])
  })

  it('refuses bad input with a 400, another person with a 404, and changes nothing', async () => {
    const { id } = (await start({ end_client: 'Archive Client' })).json
    const before = await trailOf(id)
    expect((await archive(id, 'yes')).status).toBe(400)
    expect(
      (
        await call(`${REVIEWS}/${id}`, {
          method: 'PATCH',
          token: as('contractor'),
          body: [{ op: 'replace', path: '/status', value: 'Complete' }],
        })
      ).status,
    ).toBe(400)
    expect((await archive('not-an-id', true)).status).toBe(400)
    for (const account of ['contractor.type1', 'partner', 'provider.admin'])
      expect((await archive(id, true, account)).status, account).toBe(404)
    expect(await trailOf(id)).toEqual(before)
  })
})

describe('answering a review', () => {
  it('saves progress, refuses an incomplete or a client’s submission, and completes with a result and no SDS', async () => {
    const created = await start({ end_client: 'Answered Client' })
    const record = (await recordOf(created.json.id)).json
    const answers = everyAnswer('OUTSIDE')

    const saved = await answer(record, { submitted: false, answer_ids: answers.slice(0, 3) })
    expect(saved.status, JSON.stringify(saved.json)).toBe(200)
    const draft = (await recordOf(record.id)).json
    expect(draft.assessments[0].in_progress_answer_ids).toEqual(answers.slice(0, 3))

    const incomplete = await answer(draft, { submitted: true, answer_ids: answers.slice(0, 3) })
    expect(incomplete.status).toBe(400)
    const asClient = await answer(draft, { submitted: true, submitted_by: 'CLIENT', answer_ids: answers })
    expect(asClient.status).toBe(403)
    const unknown = await answer(draft, { submitted: false, answer_ids: ['no-such-answer'] })
    expect(unknown.status).toBe(400)

    const submitted = await answer(draft, { submitted: true, answer_ids: answers })
    expect(submitted.status, JSON.stringify(submitted.json)).toBe(200)
    const done = (await recordOf(record.id)).json
    expect(done.status).toBe('Complete')
    expect(done.assessments[0]).toMatchObject({ submitted_by: 'CONTRACTOR', answer_ids: answers })
    expect(done.assessments[0].result).toMatch(/Outside/)
    expect(done.can).toMatchObject({ reopen: true, download_sds: false, reassess: false, submit_answers: false })
    const listed = (await call(`${REVIEWS}?search=Answered`, { token: as('contractor') })).json.items[0]
    expect(listed).toMatchObject({ result: done.assessments[0].result, status: 'Complete' })

    // The provider's admin reads it (one-off work) but neither answers nor reopens it.
    const admin = await recordOf(record.id, 'provider.admin')
    expect(admin.status).toBe(200)
    expect(admin.json.can).toMatchObject({ reopen: false, submit_answers: false, save_answers: false })
    const adminReopen = await call(`/api/assessments/engagements/${record.id}/reopen`, {
      method: 'POST',
      token: as('provider.admin'),
    })
    expect(adminReopen.status).toBe(403)
  })

  it('reopens, cancels the reopening, and takes changed answers', async () => {
    const created = await start({ end_client: 'Reopened Client' })
    const record = (await recordOf(created.json.id)).json
    await answer(record, { submitted: true, answer_ids: everyAnswer('OUTSIDE') })
    const first = (await recordOf(record.id)).json.assessments[0]

    const reopened = await call(`/api/assessments/engagements/${record.id}/reopen`, {
      method: 'POST',
      token: as('contractor'),
    })
    expect(reopened.status, JSON.stringify(reopened.json)).toBe(200)
    const open = (await recordOf(record.id)).json
    expect(open.status).toBe('Reopened')
    expect(open.can.cancel_reopen).toBe(true)

    const cancelled = await call(`/api/assessments/assessments/${open.assessments[0].id}/cancel`, {
      method: 'POST',
      token: as('contractor'),
    })
    expect(cancelled.status, JSON.stringify(cancelled.json)).toBe(200)
    const restored = (await recordOf(record.id)).json
    expect(restored.status).toBe('Complete')
    expect(restored.assessments[0].id).toBe(first.id)

    await call(`/api/assessments/engagements/${record.id}/reopen`, { method: 'POST', token: as('contractor') })
    const again = (await recordOf(record.id)).json
    const changed = await answer(again, { submitted: true, answer_ids: everyAnswer('INSIDE') })
    expect(changed.status, JSON.stringify(changed.json)).toBe(200)
    const done = (await recordOf(record.id)).json
    expect(done.status).toBe('Complete')
    expect(done.assessments[0].result).toMatch(/Inside/)
  })

  it('downloads the report titled as the worker’s own review, never as an SDS', async () => {
    const created = await start({ end_client: 'Report Client' })
    const record = (await recordOf(created.json.id)).json
    await answer(record, { submitted: true, answer_ids: everyAnswer('OUTSIDE') })
    const response = await fetch(
      `${api.server.url}/api/reporting/reports/assessment/${record.assessments[0].id}/report`,
      {
        headers: { authorization: `Bearer ${as('contractor')}` },
      },
    )
    expect(response.status).toBe(200)
    const text = pdfText(new Uint8Array(await response.arrayBuffer()))
    // Every page is headed as the worker's own review, and nothing is titled or given as an SDS (its title, its
    // running header, its statutory line); the exposure's notes may still say who receives an SDS.
    const pages = Number(/Page 1 of (\d+)/.exec(text)?.[1])
    expect(pages).toBeGreaterThan(0)
    expect(text.match(/IR35 Portal Working Practices Review/g)).toHaveLength(pages)
    expect(text).not.toMatch(/IR35 Portal Status Determination Statement/i)
    expect(text).not.toMatch(/section 61NA/i)
    const sds = await fetch(`${api.server.url}/api/reporting/reports/assessment/${record.assessments[0].id}/sds`, {
      headers: { authorization: `Bearer ${as('contractor')}` },
    })
    expect(sds.status).toBeGreaterThanOrEqual(400)
  })

  it('is out of reach (404) for every other person', async () => {
    const created = await start({ end_client: 'Private Client' })
    const record = (await recordOf(created.json.id)).json
    for (const account of ['contractor.type1', 'partner']) {
      expect((await recordOf(record.id, account)).status, account).toBe(404)
      const answered = await call(`/api/assessments/assessments/${record.assessments[0].id}/answers`, {
        method: 'POST',
        token: as(account),
        body: {
          contractor_engagement_id: record.id,
          question_set_id: full.id,
          submitted: false,
          submitted_by: account === 'partner' ? 'CLIENT' : 'CONTRACTOR',
          answer_ids: [],
        },
      })
      expect(answered.status, account).toBe(404)
      const reopen = await call(`/api/assessments/engagements/${record.id}/reopen`, {
        method: 'POST',
        token: as(account),
      })
      expect(reopen.status, account).toBe(404)
    }
    const [row] = await db()
      .select({ status: engagements.status })
      .from(engagements)
      .where(and(eq(engagements.id, record.id)))
    expect(row?.status).toBe('Started')
  })
})
