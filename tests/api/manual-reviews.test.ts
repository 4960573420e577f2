// Manual reviews (rules manual-reviews.list, manual-review.screen, records.manual-review-item,
// manual-review.flow, override.rules, manual-review.assignees, api.manual-reviews): a borderline result queues itself
// for the provider's consultancy team; the list, its filters and who may read it; assigning; overriding Inside and
// Outside; archiving; finalising closes the item. Refused calls change nothing.
import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { MANUAL_REVIEW_MESSAGES } from '../../src/domain/manual-reviews.ts'
import { answerEvery, leaningTowards } from '../../src/domain/question-sets/answer-paths.ts'
import type { QuestionSetDefinition } from '../../src/domain/questionnaire.ts'
import { assessments, auditEvents, manualReviews } from '../../src/server/db/schema.ts'
import { answersOf } from '../../src/server/modules/assessments/answer-rules.ts'
import { apiFixture } from '../support/api-fixture.ts'
import { freshAssessmentMaker } from '../support/fresh-assessment.ts'
import { answerIdsOf, BORDERLINE_PATH } from '../unit/determination-paths.ts'

// Each test makes and answers its own engagements: slower than a read, on a busy machine slower still.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 300_000 })

let full: QuestionSetDefinition
const ACCOUNTS = [
  'partner',
  'provider.manual.reviewer',
  'consultancy.manager',
  'readonly.full',
  'provider.admin',
  'sign.off.user',
  'contractor',
]
const api = apiFixture({ accounts: ACCOUNTS })
const { call, as, actor, db, org } = api

const LIST = '/api/assessments/engagements/manual-reviews'
const fresh = freshAssessmentMaker(api, { questionSetId: () => full.id, label: 'Manual review' })

const submit = async (engagementId: string, assessmentId: string, answerIds: string[]) => {
  const submitted = await call(`/api/assessments/assessments/${assessmentId}/answers`, {
    method: 'POST',
    token: as('partner'),
    body: {
      contractor_engagement_id: engagementId,
      question_set_id: full.id,
      submitted: true,
      submitted_by: 'CLIENT',
      answer_ids: answerIds,
    },
  })
  expect(submitted.status, JSON.stringify(submitted.json)).toBe(200)
}

/** A new engagement whose client answers conclude Borderline: it queues itself. */
const borderline = async () => {
  const made = await fresh()
  await submit(made.engagementId, made.assessmentId, answersOf(full, answerIdsOf(BORDERLINE_PATH), 'CLIENT'))
  return made
}

const list = async (query: Record<string, string> = {}, account = 'provider.manual.reviewer') =>
  call(`${LIST}?${new URLSearchParams(query)}`, { token: as(account) })
const itemOf = async (engagementId: string, query: Record<string, string> = {}) =>
  (await list({ search: '', page_size: '30', ...query })).json.items.find((i: { id: string }) => i.id === engagementId)
const assign = (engagementId: string, reviewerId: string, actorId: string | null, account = 'consultancy.manager') =>
  call(`/api/assessments/engagements/${engagementId}/reviewer/${reviewerId}/assign`, {
    method: 'POST',
    token: as(account),
    body: { actor_id: actorId },
  })
const override = (assessmentId: string, body: unknown, account: string) =>
  call(`/api/assessments/assessments/${assessmentId}/override`, { method: 'POST', token: as(account), body })
const assessmentRow = async (id: string) => (await db().select().from(assessments).where(eq(assessments.id, id)))[0]!
// A manual review and its reviewer record share an id: each keeps its own sequence, so time orders the two trails.
const trailOf = async (entityId: string) =>
  (
    await db()
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.entityId, entityId))
      .orderBy(auditEvents.occurredAt, auditEvents.entityType, auditEvents.seq)
  ).map((e) => e.eventType)

beforeAll(async () => {
  full = await api.fullSet()
})

describe('the queue', () => {
  it('puts a borderline result in review with the consultancy team, listed as Open', async () => {
    const { engagementId, assessmentId } = await borderline()
    const engagement = (await call(`/api/assessments/engagements/${engagementId}`, { token: as('partner') })).json
    expect(engagement.status).toBe('Awaiting Review')
    expect(engagement.assessments[0].needs_manual_review).toBe(true)
    const group = engagement.reviewers.find((r: { group_id: string | null }) => r.group_id)
    expect(group.status).toBe('Opened')
    const item = await itemOf(engagementId)
    expect(item).toMatchObject({
      id: engagementId,
      reviewer_id: group.id,
      partner: 'Acme Retail Group',
      partner_path: ['IR35 Portal Provider', 'Northbridge Partners', 'Acme Retail Group'],
      submission_type: 'Partner',
      assignee_id: null,
      assignee: null,
      archived: false,
      open: true,
    })
    expect(item.result).toBe((await assessmentRow(assessmentId)).result)
    expect(await trailOf(group.id)).toContain('review.submit')
  })

  it('leaves a clear result out of the queue', async () => {
    const { engagementId, assessmentId } = await fresh()
    await submit(engagementId, assessmentId, answerEvery(full, 'CLIENT', leaningTowards('INSIDE')))
    expect((await assessmentRow(assessmentId)).needsManualReview).toBe(false)
    expect(await itemOf(engagementId)).toBeUndefined()
    expect(await db().select().from(manualReviews).where(eq(manualReviews.engagementId, engagementId))).toEqual([])
  })

  it('is read by the Manual Reviews roles only', async () => {
    for (const account of ['provider.manual.reviewer', 'consultancy.manager', 'readonly.full'])
      expect((await list({}, account)).status, account).toBe(200)
    for (const account of ['partner', 'sign.off.user', 'contractor'])
      expect((await list({}, account)).status, account).toBe(403)
  })

  it('pages, sorts by review submitted and refuses a query it cannot read', async () => {
    await borderline()
    const newest = (await list({ page_size: '10' })).json
    expect(newest.count).toBeGreaterThanOrEqual(2)
    expect(newest.pages).toBe(Math.ceil(newest.count / 10))
    const dates = newest.items.map((i: { review_submitted: string }) => i.review_submitted)
    expect(dates).toEqual([...dates].sort().reverse())
    const oldest = (await list({ sort_by: 'review_submitted', sort_direction: 'asc', page_size: '10' })).json
    expect(oldest.items[0].review_submitted <= dates.at(-1)).toBe(true)
    const bads: Record<string, string>[] = [
      { page_size: '7' },
      { sort_by: 'partner' },
      { open: 'maybe' },
      { assignee: 'someone' },
    ]
    for (const bad of bads) expect((await list(bad)).status, JSON.stringify(bad)).toBe(400)
  })

  it('offers the submission types, the override results and the manual reviewers to assign', async () => {
    expect((await call('/api/assessments/respondents', { token: as('provider.manual.reviewer') })).json).toEqual([
      { id: 'CLIENT', name: 'Partner' },
      { id: 'CONTRACTOR', name: 'Contractor' },
    ])
    expect((await call('/api/assessments/override-results', { token: as('provider.manual.reviewer') })).json).toEqual([
      { id: 'FAIL', name: 'Inside' },
      { id: 'PASS', name: 'Outside' },
    ])
    const role = (
      await call('/api/actors/roles/code/PROVIDER_MANUAL_REVIEWER', { token: as('provider.manual.reviewer') })
    ).json
    const assignees = await call(`/api/actors/actors?org_id=${org('IR35 Portal Provider')}&role_id=${role.id}`, {
      token: as('provider.manual.reviewer'),
    })
    expect(assignees.status).toBe(200)
    expect(assignees.json.map((a: { id: string }) => a.id)).toEqual([actor('provider.manual.reviewer')])
  })
})

describe('assigning', () => {
  it('assigns to a manual reviewer, filters by assignee, unassigns; refuses anyone else', async () => {
    const { engagementId } = await borderline()
    const { reviewer_id } = await itemOf(engagementId)
    const trail = await trailOf(reviewer_id)

    const notReviewer = await assign(engagementId, reviewer_id, actor('partner'))
    expect(notReviewer.status).toBe(400)
    expect(notReviewer.json.message).toBe(MANUAL_REVIEW_MESSAGES.notManualReviewer)
    expect((await assign(engagementId, reviewer_id, actor('provider.manual.reviewer'), 'readonly.full')).status).toBe(
      403,
    )
    expect((await assign(engagementId, reviewer_id, actor('provider.manual.reviewer'), 'partner')).status).toBe(403)
    expect((await assign(engagementId, reviewer_id, 'not-an-id')).status).toBe(400)
    expect(await trailOf(reviewer_id)).toEqual(trail)

    const assigned = await assign(engagementId, reviewer_id, actor('provider.manual.reviewer'))
    expect(assigned.status, JSON.stringify(assigned.json)).toBe(200)
    expect(assigned.json.assignee_id).toBe(actor('provider.manual.reviewer'))
    const item = await itemOf(engagementId, { assignee: actor('provider.manual.reviewer') })
    expect(item.assignee).toMatch(/\S/)
    expect(item.assignee_id).toBe(actor('provider.manual.reviewer'))
    expect(await itemOf(engagementId, { assignee: 'none' })).toBeUndefined()

    const unassigned = await assign(engagementId, reviewer_id, null, 'provider.manual.reviewer')
    expect(unassigned.json.assignee_id).toBeNull()
    expect(await itemOf(engagementId, { assignee: 'none' })).toBeDefined()
    expect(await trailOf(reviewer_id)).toEqual([...trail, 'review.assign', 'review.unassign'])
  })
})

describe('overriding', () => {
  it('lets a manual reviewer override Inside and only the Consultancy Manager Outside, again and again', async () => {
    const { engagementId, assessmentId } = await borderline()
    const { reviewer_id } = await itemOf(engagementId)
    const before = await assessmentRow(assessmentId)
    const trail = await trailOf(reviewer_id)

    const short = await override(
      assessmentId,
      { result_id: 'FAIL', reason: '   too short' },
      'provider.manual.reviewer',
    )
    expect(short.status).toBe(400)
    expect(short.json.message).toBe(MANUAL_REVIEW_MESSAGES.overrideReason)
    const long = await override(assessmentId, { result_id: 'FAIL', reason: 'x'.repeat(251) }, 'consultancy.manager')
    expect(long.status).toBe(400)
    expect(
      (await override(assessmentId, { result_id: 'MAYBE', reason: 'A good reason' }, 'consultancy.manager')).status,
    ).toBe(400)
    const outside = await override(
      assessmentId,
      { result_id: 'PASS', reason: 'The contractor runs a real business' },
      'provider.manual.reviewer',
    )
    expect(outside.status).toBe(403)
    expect(outside.json.message).toBe(MANUAL_REVIEW_MESSAGES.outsideNeedsManager)
    for (const account of ['readonly.full', 'partner', 'provider.admin'])
      expect(
        (await override(assessmentId, { result_id: 'FAIL', reason: 'Looks inside to me' }, account)).status,
        account,
      ).toBe(403)
    expect(await assessmentRow(assessmentId)).toEqual(before)
    expect(await trailOf(reviewer_id)).toEqual(trail)

    const inside = await override(
      assessmentId,
      { result_id: 'FAIL', reason: '  Control is with the client throughout  ' },
      'provider.manual.reviewer',
    )
    expect(inside.status, JSON.stringify(inside.json)).toBe(204)
    const record = (await call(`/api/assessments/engagements/${engagementId}`, { token: as('partner') })).json
      .assessments[0]
    // The spec's code, the result in words, and the gauge at the end that agrees with it.
    expect(record).toMatchObject({
      result: 'Inside IR35',
      result_code: 'FAIL',
      score: 5,
      manual_override_reason: 'Control is with the client throughout',
    })
    expect(record.manual_override_by).toBeTruthy()
    expect((await itemOf(engagementId)).result).toBe('Inside IR35')

    const managerOutside = await override(
      assessmentId,
      { result_id: 'PASS', reason: 'The contractor runs a real business' },
      'consultancy.manager',
    )
    expect(managerOutside.status).toBe(204)
    expect(await assessmentRow(assessmentId)).toMatchObject({
      result: 'Outside IR35',
      resultCode: 'PASS',
      score: 0,
      manualOverrideReason: 'The contractor runs a real business',
    })
    expect(await trailOf(reviewer_id)).toEqual([...trail, 'override.inside', 'override.outside'])
  })

  it('tells the screen what the caller may override', async () => {
    const { engagementId } = await borderline()
    const state = (account: string) =>
      call(`/api/assessments/engagements/${engagementId}/manual-review`, { token: as(account) })
    expect((await state('provider.manual.reviewer')).json).toMatchObject({
      open: true,
      can_override_inside: true,
      can_override_outside: false,
    })
    expect((await state('consultancy.manager')).json).toMatchObject({
      can_override_inside: true,
      can_override_outside: true,
    })
    expect((await state('readonly.full')).json).toMatchObject({
      can_override_inside: false,
      can_override_outside: false,
    })
    expect((await state('partner')).status).toBe(403)
  })
})

describe('archiving and finalising', () => {
  it('archives through the engagement, shown only with "Show archived assessments"', async () => {
    const { engagementId } = await borderline()
    const item = await itemOf(engagementId)
    const archived = await call(`/api/assessments/engagements/${engagementId}`, {
      method: 'PATCH',
      token: as('provider.manual.reviewer'),
      headers: { 'if-match': `"${item.engagement_version}"` },
      body: [{ op: 'replace', path: '/archived', value: true }],
    })
    expect(archived.status, JSON.stringify(archived.json)).toBeLessThan(300)
    expect(await itemOf(engagementId)).toBeUndefined()
    expect((await itemOf(engagementId, { show_archived: 'true' })).archived).toBe(true)
  })

  it('closes the item when a member of the team finalises the review', async () => {
    const { engagementId } = await borderline()
    const { reviewer_id } = await itemOf(engagementId)
    const signed = await call(`/api/assessments/engagements/${engagementId}/reviewer/${reviewer_id}/signoff`, {
      method: 'POST',
      token: as('provider.manual.reviewer'),
      body: { finished_reviewing: true },
    })
    expect(signed.status, JSON.stringify(signed.json)).toBe(200)
    expect(await itemOf(engagementId)).toBeUndefined()
    expect((await itemOf(engagementId, { open: 'false' })).open).toBe(false)
    const row = (
      await db()
        .select()
        .from(manualReviews)
        .where(and(eq(manualReviews.id, reviewer_id), eq(manualReviews.status, 'Closed')))
    )[0]
    expect(row).toBeDefined()
    expect(await trailOf(reviewer_id)).toContain('review.finalise')
  })
})
