// What a command answers is what a read answers afterwards. The archive command reuses its own access check for
// the record it answers, the engagement record and an assessment's record each read their parts in fewer
// statements, and an answer write takes the author's organisation from the access check: none of it may change
// what the caller is told or what is written.
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import type { QuestionSetDefinition } from '../../src/domain/questionnaire.ts'
import { answerHistory, contractors, engagements } from '../../src/server/db/schema.ts'
import { rolesForOrganisation } from '../../src/server/modules/actors/organisation-tree.queries.ts'
import { apiFixture } from '../support/api-fixture.ts'
import { LONG_SERVING_CLIENT_ANSWERS } from '../support/long-serving-answers.ts'

const api = apiFixture({ accounts: ['partner'] })
const { call, as, org, db } = api
let full: QuestionSetDefinition

beforeAll(async () => {
  full = await api.fullSet()
})

const engagementNamed = async (name: string) =>
  (await db().select().from(engagements).where(eq(engagements.name, name)))[0]!

const archive = (id: string, value: boolean, account: string) =>
  call(`/api/assessments/engagements/${id}`, {
    method: 'PATCH',
    token: as(account),
    body: [{ op: 'replace', path: '/archived', value }],
  })

describe('PATCH /archived', () => {
  it('answers the record a fresh GET gives: reviewers, an open dispute due and the buttons', async () => {
    const engagement = await engagementNamed('Renewables project manager')
    for (const value of [true, false]) {
      const patched = await archive(engagement.id, value, 'partner')
      expect(patched.status, JSON.stringify(patched.json)).toBe(200)
      const read = await call(`/api/assessments/engagements/${engagement.id}`, { token: as('partner') })
      expect(patched.json).toEqual(read.json)
      expect(patched.json).toMatchObject({ archived: value, open_disputes: 1, dispute_due: true })
      expect(patched.json.reviewers.length).toBeGreaterThan(0)
      expect(patched.json.assessments[0].requires_update).toBe(false)
    }
  })
})

describe('POST answers', () => {
  it("answers the assessment's record as GET gives it, and records the history under the author's organisation", async () => {
    const organisation = org('Halden Energy')
    const contractor = (await db().select().from(contractors).where(eq(contractors.organisationId, organisation)))[0]!
    const created = await call('/api/assessments/engagements', {
      method: 'POST',
      token: as('partner'),
      body: {
        contractor_id: contractor.id,
        organisation_id: organisation,
        question_set_id: full.id,
        name: 'Read back after its answers',
        end_client_id: organisation,
        start_date: '2026-01-05',
        end_date: '2027-12-17',
        daily_rate: 550,
      },
    })
    expect(created.status, JSON.stringify(created.json)).toBe(201)
    const record = await call(`/api/assessments/engagements/${created.json.id}`, { token: as('partner') })
    const assessmentId = record.json.assessments[0].id as string
    const saved = await call(`/api/assessments/assessments/${assessmentId}/answers`, {
      method: 'POST',
      token: as('partner'),
      body: {
        contractor_engagement_id: created.json.id,
        question_set_id: full.id,
        submitted_by: 'CLIENT',
        submitted: false,
        notes: null,
        last_category_id: null,
        answer_ids: LONG_SERVING_CLIENT_ANSWERS.slice(0, 3),
      },
    })
    expect(saved.status, JSON.stringify(saved.json)).toBe(200)
    const read = await call(`/api/assessments/assessments/${assessmentId}`, { token: as('partner') })
    expect(saved.json).toEqual(read.json)
    expect(saved.json.in_progress_answer_ids).toEqual(LONG_SERVING_CLIENT_ANSWERS.slice(0, 3))

    // The partner signed in without choosing an organisation: the history names where their role is held.
    const history = await db().select().from(answerHistory).where(eq(answerHistory.assessmentId, assessmentId))
    expect(history.length).toBeGreaterThan(0)
    const { heldAt } = await rolesForOrganisation(db(), history[0]!.actorId!, organisation)
    expect(heldAt).not.toBeNull()
    expect(new Set(history.map((row) => row.organisationId))).toEqual(new Set([heldAt]))
  })
})
