// The HMRC-equivalent outcome through the real API equals an oracle's reading of HMRC's CEST 2.4 tables
// (tests/support/cest-oracle.ts) for 300 seeded interviews made from the tables: each one the questionnaire
// can express is answered on a fresh engagement, by whoever the answering mode says, and its stored outcome
// compared with the oracle's. Which interviews cannot be expressed, and why, is the unit test's (cest-oracle).
import { inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { QuestionSetDefinition } from '../../src/domain/questionnaire.ts'
import { assessments, organisations } from '../../src/server/db/schema.ts'
import { apiClient, claimsOf } from '../support/api.ts'
import { type AnsweringMode, CLIENT_ALONE, CLIENT_AND_CONTRACTOR } from '../support/cest-answering.ts'
import { expressInterview, generateInterviews, type Interview } from '../support/cest-interviews.ts'
import { oracleDecision } from '../support/cest-oracle.ts'
import { startTestServer, type TestServer } from '../support/server.ts'
import { signInDemo } from '../support/sign-in.ts'

const MODES: readonly AnsweringMode[] = [CLIENT_AND_CONTRACTOR, CLIENT_ALONE]

/** What each mode's run counts: the interviews generated, those the questionnaire expresses, and their outcomes. */
const EXPECTED: { readonly [mode: string]: object } = {
  [CLIENT_AND_CONTRACTOR.name]: { generated: 300, expressed: 121, inside: 52, outside: 55, undetermined: 14 },
  [CLIENT_ALONE.name]: { generated: 300, expressed: 164, inside: 63, outside: 78, undetermined: 23 },
}

/** Requests in flight at once: the server answers several while the test waits on each. */
const IN_FLIGHT = 8

let server: TestServer
let call: ReturnType<typeof apiClient>
let full: QuestionSetDefinition
let client: string
let contractor: string
let contractorId: string
let acmeId: string

beforeAll(async () => {
  server = await startTestServer()
  call = apiClient(server.url)
  // One sign-in each: the demo contractor answers every engagement made for her.
  client = (await signInDemo(server.url, 'partner')).accessToken
  contractor = (await signInDemo(server.url, 'contractor.type1')).accessToken
  contractorId = claimsOf(contractor).contractorId
  const rows = await server.database.db.select().from(organisations)
  acmeId = rows.find((row) => row.name === 'Acme Retail Group')!.id
  full = (await call('/api/assessments/question-sets/type/FULL', { token: client })).json
})
afterAll(() => server?.stop())

/** Runs `work` on every item, `IN_FLIGHT` at a time, keeping the items' order in the results. */
const eachInFlight = async <T, R>(items: readonly T[], work: (item: T, index: number) => Promise<R>) => {
  const results: R[] = new Array(items.length)
  let next = 0
  let failed = false
  // After a failure the other workers stop taking items, so the failure is reported without waiting on them.
  const worker = async () => {
    while (next < items.length && !failed) {
      const index = next++
      try {
        results[index] = await work(items[index]!, index)
      } catch (error) {
        failed = true
        throw error
      }
    }
  }
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker))
  return results
}

/** CEST's "has the work begun" is read from the start date: one long past, or one far ahead. */
const datesOf = (interview: Interview) =>
  interview.started
    ? { start_date: '2020-01-06', end_date: '2020-06-26' }
    : { start_date: '2099-01-05', end_date: '2099-06-26' }

const createEngagement = async (interview: Interview) => {
  const created = await call('/api/assessments/engagements', {
    method: 'POST',
    token: client,
    body: {
      contractor_id: contractorId,
      organisation_id: acmeId,
      end_client_id: acmeId,
      question_set_id: full.id,
      name: `CEST oracle, ${interview.name}`,
      daily_rate: 600,
      ...datesOf(interview),
    },
  })
  expect(created.status, JSON.stringify(created.json)).toBe(201)
  return created.json.id as string
}

describe.each(MODES)('300 seeded CEST interviews answered through the API by $name', (mode) => {
  it('give the HMRC-equivalent outcome the oracle gives, for every interview the questionnaire expresses', async () => {
    const interviews = generateInterviews(300)
    const cases = interviews.flatMap((interview) => {
      const expression = expressInterview(full, interview, mode.mayLeave)
      return expression.expressed ? [{ interview, expression }] : []
    })

    const engagementIds = await eachInFlight(cases, ({ interview }) => createEngagement(interview))
    // Each new engagement's first assessment, read in one query.
    const rows = await server.database.db
      .select({ id: assessments.id, engagementId: assessments.engagementId })
      .from(assessments)
      .where(inArray(assessments.engagementId, engagementIds))
    const assessmentOf = new Map(rows.map((row) => [row.engagementId, row.id]))

    const outcomes = await eachInFlight(cases, async ({ interview, expression }, index) => {
      const engagementId = engagementIds[index]!
      const assessmentId = assessmentOf.get(engagementId)!
      // The client's submission answers with the assessment's record; the contractor's with their own view.
      let record: { answer_ids: string[]; hmrc_outcome: string | null } | undefined
      for (const { by, answerIds } of mode.submissions(expression)) {
        const sent = await call(`/api/assessments/assessments/${assessmentId}/answers`, {
          method: 'POST',
          token: by === 'CLIENT' ? client : contractor,
          body: {
            contractor_engagement_id: engagementId,
            question_set_id: full.id,
            notes: null,
            last_category_id: null,
            submitted: true,
            submitted_by: by,
            answer_ids: answerIds,
            ...(by === 'CLIENT' ? { dissemination: mode.dissemination } : {}),
          },
        })
        expect(sent.status, `${interview.name} by ${by}: ${JSON.stringify(sent.json)}`).toBe(200)
        record = by === 'CLIENT' ? sent.json : undefined
      }
      record ??= (await call(`/api/assessments/assessments/${assessmentId}`, { token: client })).json
      if (!record) throw new Error(`${interview.name}: no assessment record`)
      return {
        interview: interview.name,
        rules: interview.rules.join(', '),
        stored: [...record.answer_ids].sort(),
        sent: [...expression.answerIds].sort(),
        product: record.hmrc_outcome,
        oracle: oracleDecision(interview.facts).outcome,
      }
    })

    expect(outcomes.filter(({ stored, sent }) => stored.join() !== sent.join())).toEqual([])
    const disagreements = outcomes.filter(({ product, oracle }) => product !== oracle)
    expect(disagreements).toEqual([])
    const count = (outcome: string) => outcomes.filter(({ oracle }) => oracle === outcome).length
    expect(outcomes).toHaveLength(cases.length)
    expect({
      generated: interviews.length,
      expressed: cases.length,
      inside: count('Inside IR35'),
      outside: count('Outside IR35'),
      undetermined: count('Undetermined'),
    }).toEqual(EXPECTED[mode.name])
  }, 120_000)
})
