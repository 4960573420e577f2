// The provider's one-off assessments (rules one-off.list, nav.visibility, api.working-practices): the workers who ran
// their own working practices review, each one's record and reviews, for the Direct menu's roles only (others 403).
import { beforeAll, describe, expect, it } from 'vitest'
import { answerEvery, leaningTowards } from '../../src/domain/question-sets/answer-paths.ts'
import type { QuestionSetDefinition } from '../../src/domain/questionnaire.ts'
import { apiFixture } from '../support/api-fixture.ts'

let full: QuestionSetDefinition
const LIST = '/api/assessments/engagements/one-off-assessments'
const DIRECT = [
  'provider.admin',
  'consultancy.manager',
  'provider.manual.reviewer',
  'customer.service',
  'readonly.oneoff',
  'readonly.full',
]
const OTHERS = ['partner', 'partner.admin', 'contractor', 'contractor.type1']
const api = apiFixture({ accounts: [...DIRECT, ...OTHERS] })
const { call, as } = api
let reviewId = ''
let contractorId = ''

beforeAll(async () => {
  full = await api.fullSet('contractor')
  const created = await call('/api/assessments/engagements/working-practise-reviews', {
    method: 'POST',
    token: as('contractor'),
    body: {
      question_set_id: full.id,
      end_client: 'Quayside Foods',
      agency: null,
      name: 'Analyst',
      business_size_id: 2,
      start_date: '2027-05-01',
      end_date: '2027-10-31',
      daily_rate: 400,
    },
  })
  expect(created.status, JSON.stringify(created.json)).toBe(201)
  reviewId = created.json.id
  const record = (await call(`/api/assessments/engagements/${reviewId}`, { token: as('contractor') })).json
  contractorId = record.contractor_id
  const client = answerEvery(full, 'CLIENT', leaningTowards('OUTSIDE'))
  const submitted = await call(`/api/assessments/assessments/${record.assessments[0].id}/answers`, {
    method: 'POST',
    token: as('contractor'),
    body: {
      contractor_engagement_id: reviewId,
      question_set_id: full.id,
      submitted: true,
      submitted_by: 'CONTRACTOR',
      answer_ids: answerEvery(full, 'CONTRACTOR', leaningTowards('OUTSIDE'), client),
    },
  })
  expect(submitted.status, JSON.stringify(submitted.json)).toBe(200)
})

describe('GET /api/assessments/engagements/one-off-assessments', () => {
  it('lists the workers who ran a review to every Direct menu role, 30 a page', async () => {
    for (const account of DIRECT) {
      const page = await call(LIST, { token: as(account) })
      expect(page.status, account).toBe(200)
      expect(page.json.items).toContainEqual({
        id: contractorId,
        name: 'Connor Walsh',
        email: expect.stringContaining('contractor'),
        company_name: expect.any(String),
        phone_number: expect.any(String),
        reviews: 1,
        latest_review: expect.any(String),
      })
    }
  })

  it('searches, and refuses bad input with a 400', async () => {
    expect((await call(`${LIST}?search=connor`, { token: as('readonly.oneoff') })).json.count).toBe(1)
    expect((await call(`${LIST}?search=nobody-like-this`, { token: as('readonly.oneoff') })).json).toEqual({
      items: [],
      count: 0,
      pages: 0,
    })
    expect((await call(`${LIST}?page_size=15`, { token: as('readonly.oneoff') })).status).toBe(400)
    expect((await call(`${LIST}?sort_by=age`, { token: as('readonly.oneoff') })).status).toBe(400)
  })

  it('refuses everyone else (403), and strangers (401)', async () => {
    for (const account of OTHERS) expect((await call(LIST, { token: as(account) })).status, account).toBe(403)
    expect((await call(LIST)).status).toBe(401)
  })
})

describe('GET /api/assessments/master-contractors/{contractorId}[/engagements]', () => {
  it('gives the worker’s details and reviews, with the result, to the Direct menu roles', async () => {
    for (const account of DIRECT) {
      const details = await call(`/api/assessments/master-contractors/${contractorId}`, { token: as(account) })
      expect(details.status, account).toBe(200)
      expect(details.json).toMatchObject({ id: contractorId, first_name: 'Connor', last_name: 'Walsh' })
      const reviews = await call(`/api/assessments/master-contractors/${contractorId}/engagements`, {
        token: as(account),
      })
      expect(reviews.status, account).toBe(200)
      expect(reviews.json.items).toEqual([
        expect.objectContaining({ id: reviewId, end_client: 'Quayside Foods', agency: null, status: 'Complete' }),
      ])
      expect(reviews.json.items[0].result).toMatch(/Outside/)
    }
  })

  it('lets the team read the review itself, without acting on it', async () => {
    const record = await call(`/api/assessments/engagements/${reviewId}`, { token: as('readonly.oneoff') })
    expect(record.status).toBe(200)
    expect(record.json.can).toMatchObject({ reopen: false, submit_answers: false, save_answers: false })
    const reopen = await call(`/api/assessments/engagements/${reviewId}/reopen`, {
      method: 'POST',
      token: as('readonly.oneoff'),
    })
    expect(reopen.status).toBe(403)
    expect((await call(`/api/assessments/engagements/${reviewId}`, { token: as('partner') })).status).toBe(404)
  })

  it('refuses others (403), a contractor of another organisation or none (404), and a bad id (400)', async () => {
    for (const account of OTHERS)
      expect(
        (await call(`/api/assessments/master-contractors/${contractorId}/engagements`, { token: as(account) })).status,
        account,
      ).toBe(403)
    const missing = crypto.randomUUID()
    expect((await call(`/api/assessments/master-contractors/${missing}`, { token: as('provider.admin') })).status).toBe(
      404,
    )
    expect(
      (await call(`/api/assessments/master-contractors/not-an-id/engagements`, { token: as('provider.admin') })).status,
    ).toBe(400)
    expect(
      (
        await call(`/api/assessments/master-contractors/${contractorId}/engagements?show_archived=maybe`, {
          token: as('provider.admin'),
        })
      ).status,
    ).toBe(400)
  })
})
