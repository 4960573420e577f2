// A sign-off reviewer chosen at the moment the client submits the answers, on PostgreSQL (real concurrent
// connections): the engine reads "has reviewers" under the engagement's lock, so either the reviewer is counted
// and reviews, or the choice is refused because the engagement has moved on. Never a reviewer on an engagement
// that skipped sign-off.
import { and, eq, ne } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { answerEvery, leaningTowards } from '../../src/domain/question-sets/answer-paths.ts'
import type { QuestionSetDefinition } from '../../src/domain/questionnaire.ts'
import { contractors, engagementReviewers, organisations } from '../../src/server/db/schema.ts'
import { apiClient, claimsOf } from '../support/api.ts'
import { startTestServer, type TestServer } from '../support/server.ts'
import { signInDemo } from '../support/sign-in.ts'

const ROUNDS = 25

let server: TestServer
let call: ReturnType<typeof apiClient>
let token: string
let reviewer: { ActorId: string; OrganisationId: string }
let organisationId: string
let contractorId: string
let full: QuestionSetDefinition

beforeAll(async () => {
  server = await startTestServer()
  call = apiClient(server.url)
  token = (await signInDemo(server.url, 'partner')).accessToken
  const { db } = server.database
  organisationId = (await db.select().from(organisations).where(eq(organisations.name, 'Acme Retail Group')))[0]!.id
  contractorId = (await db.select().from(contractors).where(eq(contractors.organisationId, organisationId)))[0]!.id
  const signOffUser = claimsOf((await signInDemo(server.url, 'sign.off.user')).accessToken).actorId as string
  reviewer = { ActorId: signOffUser, OrganisationId: organisationId }
  full = (await call('/api/assessments/question-sets/type/FULL', { token })).json
})
afterAll(() => server?.stop())

const newEngagement = async (round: number) => {
  const created = await call('/api/assessments/engagements', {
    method: 'POST',
    token,
    body: {
      contractor_id: contractorId,
      organisation_id: organisationId,
      question_set_id: full.id,
      name: `Race ${round}`,
      end_client_id: organisationId,
      start_date: '2027-02-01',
      end_date: '2027-04-30',
      daily_rate: 650,
      reviewers: [],
    },
  })
  expect(created.status, JSON.stringify(created.json)).toBe(201)
  return (await call(`/api/assessments/engagements/${created.json.id}`, { token })).json
}

const currentReviewers = (engagementId: string) =>
  server.database.db
    .select()
    .from(engagementReviewers)
    .where(and(eq(engagementReviewers.engagementId, engagementId), ne(engagementReviewers.status, 'Removed')))

describe('choosing a reviewer while the answers are submitted (PostgreSQL)', () => {
  it(`never lets an engagement skip sign-off, in ${ROUNDS} races`, async () => {
    for (let round = 1; round <= ROUNDS; round++) {
      const engagement = await newEngagement(round)
      const [submitted, chosen] = await Promise.all([
        call(`/api/assessments/assessments/${engagement.assessments[0].id}/answers`, {
          method: 'POST',
          token,
          body: {
            contractor_engagement_id: engagement.id,
            question_set_id: full.id,
            submitted: true,
            submitted_by: 'CLIENT',
            answer_ids: answerEvery(full, 'CLIENT', leaningTowards('OUTSIDE')),
          },
        }),
        call(`/api/assessments/engagements/${engagement.id}`, {
          method: 'PATCH',
          token,
          body: [{ op: 'replace', path: '/reviewers', value: [reviewer] }],
        }),
      ])
      expect(submitted.status, JSON.stringify(submitted.json)).toBe(200)
      const after = (await call(`/api/assessments/engagements/${engagement.id}`, { token })).json
      const reviewers = await currentReviewers(engagement.id)
      const outcome = `${chosen.status} ${after.status} ${reviewers.map((record) => record.status).join(',')}`
      // Chosen first: the submission counts the reviewer, who reviews. Submitted first: the choice comes too late.
      expect(['200 Awaiting Review Opened', '409 Awaiting Distribution ']).toContain(outcome)
    }
  })
})
