// A worker links their own working practices review to a client engagement they are the contractor of; where
// their answers lean the other way from the client's, the contradiction is read on the review, on the client's
// engagement and by the manual reviewers. Only the worker links; a contractor never reads the client's answers.
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { CONTRADICTION_MESSAGES } from '../../src/domain/answer-contradictions.ts'
import { answerEvery, leaningTowards } from '../../src/domain/question-sets/answer-paths.ts'
import type { QuestionSetDefinition } from '../../src/domain/questionnaire.ts'
import { engagements, organisations } from '../../src/server/db/schema.ts'
import { linkedDemoContractor } from '../../src/server/seed/demo-contractors.ts'
import { apiFixture } from '../support/api-fixture.ts'

vi.setConfig({ testTimeout: 120_000, hookTimeout: 300_000 })

const api = apiFixture({
  accounts: ['contractor', 'contractor.type1', 'partner', 'provider.admin', 'provider.manual.reviewer'],
})
const { call, as, db } = api
let full: QuestionSetDefinition
const REVIEWS = '/api/assessments/engagements/working-practise-reviews'
const linkPath = (reviewId: string) => `/api/assessments/working-practices-reviews/${reviewId}/linked-engagement`
const contradictionsOf = (engagementId: string, account: string) =>
  call(`/api/assessments/engagements/${engagementId}/contradictions`, { token: as(account) })

let acmeId: string
/** The client engagement of the demo contractor at Acme, answered by the client leaning Outside. */
let clientEngagementId: string
/** A client engagement of someone else at Acme. */
let othersEngagementId: string

const newClientEngagement = async (contractorId: string, name: string) => {
  const created = await call('/api/assessments/engagements', {
    method: 'POST',
    token: as('partner'),
    body: {
      contractor_id: contractorId,
      organisation_id: acmeId,
      question_set_id: full.id,
      name,
      end_client_id: acmeId,
      start_date: '2027-02-01',
      end_date: '2027-04-30',
      daily_rate: 650,
    },
  })
  expect(created.status, JSON.stringify(created.json)).toBe(201)
  return created.json.id as string
}

const submitAnswers = async (engagementId: string, account: string, by: 'CLIENT' | 'CONTRACTOR', ids: string[]) => {
  const record = (await call(`/api/assessments/engagements/${engagementId}`, { token: as(account) })).json
  const submitted = await call(`/api/assessments/assessments/${record.assessments[0].id}/answers`, {
    method: 'POST',
    token: as(account),
    body: {
      contractor_engagement_id: engagementId,
      question_set_id: full.id,
      submitted: true,
      submitted_by: by,
      answer_ids: ids,
    },
  })
  expect(submitted.status, JSON.stringify(submitted.json)).toBe(200)
}

/** A review of the demo contractor's, every question answered leaning Inside. */
const answeredReview = async () => {
  const created = await call(REVIEWS, {
    method: 'POST',
    token: as('contractor'),
    body: {
      question_set_id: full.id,
      end_client: 'Acme Retail Group',
      agency: null,
      master_contractor_id: null,
      name: 'Linked review',
      business_size_id: 3,
      start_date: '2027-02-01',
      end_date: '2027-04-30',
      daily_rate: 650,
    },
  })
  expect(created.status, JSON.stringify(created.json)).toBe(201)
  const inside = leaningTowards('INSIDE')
  const client = answerEvery(full, 'CLIENT', inside)
  await submitAnswers(created.json.id, 'contractor', 'CONTRACTOR', answerEvery(full, 'CONTRACTOR', inside, client))
  return created.json.id as string
}

const link = (reviewId: string, engagementId: unknown, account = 'contractor', headers?: Record<string, string>) =>
  call(linkPath(reviewId), { method: 'PUT', token: as(account), body: { engagement_id: engagementId }, headers })

beforeAll(async () => {
  full = await api.fullSet('contractor')
  acmeId = (await db().select().from(organisations).where(eq(organisations.name, 'Acme Retail Group')))[0]!.id
  const mine = await db().transaction((tx) => linkedDemoContractor(tx, acmeId, 'contractor'))
  const theirs = await db().transaction((tx) => linkedDemoContractor(tx, acmeId, 'contractor.type1'))
  clientEngagementId = await newClientEngagement(mine, 'Compared engagement')
  othersEngagementId = await newClientEngagement(theirs, 'Somebody else’s engagement')
  await submitAnswers(clientEngagementId, 'partner', 'CLIENT', answerEvery(full, 'CLIENT', leaningTowards('OUTSIDE')))
})

describe('PUT and DELETE /api/assessments/working-practices-reviews/{id}/linked-engagement', () => {
  it('offers the worker the client engagements they are the contractor of', async () => {
    const reviewId = await answeredReview()
    const offered = await call(`/api/assessments/working-practices-reviews/${reviewId}/linkable-engagements`, {
      token: as('contractor'),
    })
    expect(offered.status).toBe(200)
    expect(offered.json).toContainEqual({
      id: clientEngagementId,
      name: 'Compared engagement',
      organisation: 'Acme Retail Group',
    })
    expect(offered.json.map((row: { id: string }) => row.id)).not.toContain(othersEngagementId)
  })

  it('links the review and unlinks it, each an event on the review’s trail', async () => {
    const reviewId = await answeredReview()
    const linked = await link(reviewId, clientEngagementId)
    expect(linked.status, JSON.stringify(linked.json)).toBe(200)
    expect(linked.json).toMatchObject({
      review: { id: reviewId, name: 'Linked review' },
      client_engagement: { id: clientEngagementId, name: 'Compared engagement' },
    })
    expect(linked.json.count).toBeGreaterThan(0)
    const [row] = await db().select().from(engagements).where(eq(engagements.id, reviewId))
    expect(row!.linkedEngagementId).toBe(clientEngagementId)

    const unlinked = await call(linkPath(reviewId), { method: 'DELETE', token: as('contractor') })
    expect(unlinked.status).toBe(200)
    expect(unlinked.json).toMatchObject({ client_engagement: null, count: 0, factors: [] })

    const trail = await call(`/api/assessments/engagements/${reviewId}/audit`, { token: as('provider.admin') })
    expect(trail.status).toBe(200)
    const events = trail.json.events.slice(-2)
    expect(events.map((event: { event_type: string }) => event.event_type)).toEqual([
      'engagement.link',
      'engagement.unlink',
    ])
    expect(events[0].payload).toEqual({ fields: ['linked_engagement_id'], linked_engagement_id: clientEngagementId })
    expect(events[1].payload).toEqual({ fields: ['linked_engagement_id'], linked_engagement_id: null })
    expect(trail.json.chain.intact).toBe(true)
  })

  it('refuses an engagement the worker is not the contractor of, and bad ids, storing nothing', async () => {
    const reviewId = await answeredReview()
    for (const target of [othersEngagementId, reviewId, crypto.randomUUID()]) {
      const refused = await link(reviewId, target)
      expect(refused.status, target).toBe(400)
      expect(refused.json.message).toBe(CONTRADICTION_MESSAGES.notYourEngagement)
    }
    expect((await link(reviewId, 'not-an-id')).status).toBe(400)
    expect((await link(reviewId, undefined)).status).toBe(400)
    expect((await call(linkPath('not-an-id'), { method: 'DELETE', token: as('contractor') })).status).toBe(400)
    const [row] = await db().select().from(engagements).where(eq(engagements.id, reviewId))
    expect(row!.linkedEngagementId).toBeNull()
  })

  it('refuses to unlink a review that is not linked', async () => {
    const reviewId = await answeredReview()
    const refused = await call(linkPath(reviewId), { method: 'DELETE', token: as('contractor') })
    expect(refused.status).toBe(409)
    expect(refused.json.message).toBe(CONTRADICTION_MESSAGES.nothingToUnlink)
  })

  it('is the review’s worker’s alone', async () => {
    const reviewId = await answeredReview()
    for (const account of ['contractor.type1', 'partner', 'provider.admin']) {
      expect((await link(reviewId, clientEngagementId, account)).status, account).toBe(404)
      const unlink = await call(linkPath(reviewId), { method: 'DELETE', token: as(account) })
      expect(unlink.status, account).toBe(404)
    }
    // A client engagement is not a review: nobody links it.
    expect((await link(clientEngagementId, clientEngagementId)).status).toBe(404)
    expect(
      (await call(linkPath(reviewId), { method: 'PUT', body: { engagement_id: clientEngagementId } })).status,
    ).toBe(401)
  })

  it('refuses a stale version', async () => {
    const reviewId = await answeredReview()
    const stale = await link(reviewId, clientEngagementId, 'contractor', { 'if-match': '"1"' })
    expect(stale.status).toBe(409)
    expect(stale.json.message).toBe(CONTRADICTION_MESSAGES.staleReview)
  })
})

describe('GET /api/assessments/engagements/{id}/contradictions', () => {
  it('shows the contradictions on the review, on the client engagement and to the manual reviewers', async () => {
    const reviewId = await answeredReview()
    expect((await contradictionsOf(reviewId, 'contractor')).json).toEqual({
      review: { id: reviewId, name: 'Linked review' },
      client_engagement: null,
      count: 0,
      factors: [],
      items: [],
    })
    expect((await link(reviewId, clientEngagementId)).status).toBe(200)

    const staff = await contradictionsOf(clientEngagementId, 'partner')
    expect(staff.status).toBe(200)
    expect(staff.json.review).toEqual({ id: reviewId, name: 'Linked review' })
    expect(staff.json.count).toBeGreaterThan(0)
    expect(staff.json.items).toHaveLength(staff.json.count)
    expect(staff.json.items[0]).toEqual({
      question_id: expect.any(String),
      factor: expect.any(String),
      question: expect.any(String),
      client_answer: expect.any(String),
      contractor_answer: expect.any(String),
    })
    expect(staff.json.items[0].client_answer).not.toBe(staff.json.items[0].contractor_answer)

    const reviewer = await contradictionsOf(clientEngagementId, 'provider.manual.reviewer')
    expect(reviewer.status).toBe(200)
    expect(reviewer.json).toEqual(staff.json)
    // The provider's one-off team reads the review's side, with the client's answers (Acme is in its tree).
    expect((await contradictionsOf(reviewId, 'provider.admin')).json.items).toEqual(staff.json.items)

    // The worker sees how many and where, never the client's answers.
    const worker = await contradictionsOf(reviewId, 'contractor')
    expect(worker.status).toBe(200)
    expect(worker.json).toMatchObject({ count: staff.json.count, factors: staff.json.factors, items: null })
  })

  it('is read only by those who reach the engagement', async () => {
    const reviewId = await answeredReview()
    expect((await contradictionsOf(reviewId, 'contractor.type1')).status).toBe(404)
    expect((await contradictionsOf(reviewId, 'partner')).status).toBe(404)
    expect((await contradictionsOf(clientEngagementId, 'contractor')).status).toBe(404)
    expect((await contradictionsOf(clientEngagementId, 'contractor.type1')).status).toBe(404)
    expect((await call(`/api/assessments/engagements/${reviewId}/contradictions`)).status).toBe(401)
    expect((await contradictionsOf('not-an-id', 'partner')).status).toBe(400)
  })
})
