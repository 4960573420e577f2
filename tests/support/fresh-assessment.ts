// A fresh contractor engagement of a demo organisation, made through the API, and its current assessment: the
// fixture of the tests that work on an assessment's questions (notes, comments, answer history).
import { eq } from 'drizzle-orm'
import { expect } from 'vitest'
import { answerEvery, leaningTowards } from '../../src/domain/question-sets/answer-paths.ts'
import type { QuestionSetDefinition } from '../../src/domain/questionnaire.ts'
import { contractors } from '../../src/server/db/schema.ts'
import type { ApiServer } from './api-fixture.ts'

/** Made as the demo Partner, a client of the organisation. */
export const freshAssessmentMaker = (
  api: ApiServer,
  options: {
    questionSetId: () => string
    /** Names the engagements, so a failing test's rows are easy to find. */
    label: string
  },
) => {
  let made = 0
  return async (organisation = 'Acme Retail Group') => {
    const organisationId = api.org(organisation)
    const db = api.db()
    const contractor = (await db.select().from(contractors).where(eq(contractors.organisationId, organisationId)))[0]!
    const created = await api.call('/api/assessments/engagements', {
      method: 'POST',
      token: api.as('partner'),
      body: {
        contractor_id: contractor.id,
        organisation_id: organisationId,
        question_set_id: options.questionSetId(),
        name: `${options.label} ${++made}`,
        end_client_id: organisationId,
        start_date: '2027-02-01',
        end_date: '2027-04-30',
        daily_rate: 650,
      },
    })
    expect(created.status, JSON.stringify(created.json)).toBe(201)
    const engagementId = created.json.id as string
    const record = (await api.call(`/api/assessments/engagements/${engagementId}`, { token: api.as('partner') })).json
    return { assessmentId: record.assessments[0].id as string, engagementId }
  }
}

/**
 * A new engagement of the given contractor record at Acme, the client's answers submitted leaning inside and no
 * reviewers: awaiting distribution, the SDS ready to send. Made as the demo Partner.
 */
export const submittedEngagementMaker = (
  api: ApiServer,
  options: {
    questionSet: () => QuestionSetDefinition
    contractorId: () => string
    /** Names the engagements, so a failing test's rows are easy to find. */
    label: string
  },
) => {
  let made = 0
  return async () => {
    const acmeId = api.org('Acme Retail Group')
    const full = options.questionSet()
    const created = await api.call('/api/assessments/engagements', {
      method: 'POST',
      token: api.as('partner'),
      body: {
        contractor_id: options.contractorId(),
        organisation_id: acmeId,
        question_set_id: full.id,
        name: `${options.label} ${++made}`,
        end_client_id: acmeId,
        start_date: '2027-02-01',
        end_date: '2027-04-30',
        daily_rate: 600,
      },
    })
    expect(created.status, JSON.stringify(created.json)).toBe(201)
    const engagement = (await api.call(`/api/assessments/engagements/${created.json.id}`, { token: api.as('partner') }))
      .json
    const submitted = await api.call(`/api/assessments/assessments/${engagement.assessments[0].id}/answers`, {
      method: 'POST',
      token: api.as('partner'),
      body: {
        contractor_engagement_id: engagement.id,
        question_set_id: full.id,
        submitted: true,
        submitted_by: 'CLIENT',
        answer_ids: answerEvery(full, 'CLIENT', leaningTowards('INSIDE')),
      },
    })
    expect(submitted.status, JSON.stringify(submitted.json)).toBe(200)
    return {
      engagementId: engagement.id as string,
      assessmentId: engagement.assessments[0].id as string,
      name: engagement.name as string,
    }
  }
}
