// A fresh contractor engagement of a demo organisation, made through the API, and its current assessment: the
// fixture of the tests that work on an assessment's questions (notes, comments, answer history).
import { eq } from 'drizzle-orm'
import { expect } from 'vitest'
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
