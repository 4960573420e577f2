// The in-process server of the per-call groups (PGlite in memory with the demo data), and the calls that
// make engagements with submitted assessments for them to read and render.
import { eq } from 'drizzle-orm'
import { answerEvery, leaningTowards } from '../../src/domain/question-sets/answer-paths.ts'
import { contractors, organisations } from '../../src/server/db/schema.ts'
import { apiClient } from '../../tests/support/api.ts'
import { startTestServer, type TestServer } from '../../tests/support/server.ts'
import { signInDemo } from '../../tests/support/sign-in.ts'

export type DemoSession = Awaited<ReturnType<typeof openDemoSession>>

/** A fresh demo server, the Partner signed in, and Acme Retail Group with one of its contractors. */
export const openDemoSession = async (server: TestServer) => {
  const { db } = server.database
  const partner = await signInDemo(server.url, 'partner')
  const call = apiClient(server.url)
  const acme = (await db.select().from(organisations).where(eq(organisations.name, 'Acme Retail Group')))[0]!
  const contractor = (await db.select().from(contractors).where(eq(contractors.organisationId, acme.id)))[0]!
  const full = (await call('/api/assessments/question-sets/type/FULL', { token: partner.accessToken })).json
  const outside: string[] = answerEvery(full, 'CLIENT', leaningTowards('OUTSIDE'))

  const newEngagement = async (reviewers: unknown[] = []) =>
    (
      await call('/api/assessments/engagements', {
        method: 'POST',
        token: partner.accessToken,
        body: {
          contractor_id: contractor.id,
          organisation_id: acme.id,
          question_set_id: full.id,
          name: 'Bench engagement',
          end_client_id: acme.id,
          start_date: '2027-01-04',
          end_date: '2027-12-24',
          daily_rate: 650,
          reviewers,
        },
      })
    ).json.id as string
  const assessmentOf = async (engagementId: string) =>
    (await call(`/api/assessments/engagements/${engagementId}`, { token: partner.accessToken })).json
      .assessments[0] as { id: string }
  const submitAnswers = (engagementId: string, assessmentId: string) =>
    call(`/api/assessments/assessments/${assessmentId}/answers`, {
      method: 'POST',
      token: partner.accessToken,
      body: {
        contractor_engagement_id: engagementId,
        question_set_id: full.id,
        submitted: true,
        submitted_by: 'CLIENT',
        answer_ids: outside,
      },
    })
  return { server, db, call, partner, acme, full, outside, newEngagement, assessmentOf, submitAnswers }
}

export const withDemoServer = async <T>(work: (session: DemoSession) => Promise<T>): Promise<T> => {
  const server = await startTestServer()
  try {
    return await work(await openDemoSession(server))
  } finally {
    await server.stop()
  }
}
