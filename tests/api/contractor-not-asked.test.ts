// Who answers the contractor's questions (docs/cest.md): when the contractor is not asked (question dissemination
// off for the organisation, or not chosen for the engagement) the client may answer them through the same answers
// call, the engagement does not wait for the contractor, and the result (ours and HMRC's) rests on what the client
// gave. When the contractor is asked, their questions stay theirs: the client's answers to them are refused and
// nothing changes.
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { answerEvery, leaningTowards } from '../../src/domain/question-sets/answer-paths.ts'
import { findAnswer, type QuestionSetDefinition } from '../../src/domain/questionnaire.ts'
import { assessments, contractors } from '../../src/server/db/schema.ts'
import { apiFixture } from '../support/api-fixture.ts'
import { LONG_SERVING_CLIENT_ANSWERS } from '../support/long-serving-answers.ts'

const api = apiFixture({ accounts: ['partner', 'contractor'] })
const { call, as, org, db } = api
let full: QuestionSetDefinition

const CLIENT_ANSWERS = LONG_SERVING_CLIENT_ANSWERS
const CONTRACTOR_ANSWERS = ['sub-sent-no', 'sub-helper-yes', 'fin-loss-no', 'biz-clients-no', 'biz-insurance-no']

const contractorIn = async (organisation: string) =>
  (
    await db()
      .select()
      .from(contractors)
      .where(eq(contractors.organisationId, org(organisation)))
  )[0]!

let serial = 0
/** An engagement that has begun, so CEST reads what has actually happened with substitutes and helpers. */
const startedEngagement = async (organisation: string) => {
  serial += 1
  const created = await call('/api/assessments/engagements', {
    method: 'POST',
    token: as('partner'),
    body: {
      contractor_id: (await contractorIn(organisation)).id,
      organisation_id: org(organisation),
      question_set_id: full.id,
      name: `Answered by the client ${serial}`,
      end_client_id: org(organisation),
      start_date: '2026-01-05',
      end_date: '2027-12-17',
      daily_rate: 550,
    },
  })
  expect(created.status, JSON.stringify(created.json)).toBe(201)
  const record = await call(`/api/assessments/engagements/${created.json.id}`, { token: as('partner') })
  return { id: created.json.id as string, assessment: record.json.assessments[0] as { id: string } }
}

const answer = (
  engagement: { id: string; assessment: { id: string } },
  answerIds: readonly string[],
  extra: Record<string, unknown>,
) =>
  call(`/api/assessments/assessments/${engagement.assessment.id}/answers`, {
    method: 'POST',
    token: as('partner'),
    body: {
      contractor_engagement_id: engagement.id,
      question_set_id: full.id,
      submitted_by: 'CLIENT',
      notes: null,
      last_category_id: null,
      answer_ids: answerIds,
      ...extra,
    },
  })
const record = async (engagementId: string) =>
  (await call(`/api/assessments/engagements/${engagementId}`, { token: as('partner') })).json
const stored = async (id: string) => (await db().select().from(assessments).where(eq(assessments.id, id)))[0]!

beforeAll(async () => {
  full = await api.fullSet()
})

describe('the answers are the whole interview', () => {
  it("are the client's own questions and the contractor's", () => {
    for (const id of CLIENT_ANSWERS) expect(findAnswer(full, id)?.question.respondent, id).toBe('CLIENT')
    for (const id of CONTRACTOR_ANSWERS) expect(findAnswer(full, id)?.question.respondent, id).toBe('CONTRACTOR')
    // Every question either side sees is answered.
    expect(
      answerEvery(full, 'CONTRACTOR', leaningTowards('INSIDE'), [...CLIENT_ANSWERS, ...CONTRACTOR_ANSWERS]),
    ).toEqual([...CLIENT_ANSWERS, ...CONTRACTOR_ANSWERS])
  })
})

describe('dissemination not chosen for the engagement', () => {
  it("takes the client's answers to the contractor's questions, and the engagement does not wait for the contractor", async () => {
    const engagement = await startedEngagement('Acme Retail Group')
    const submitted = await answer(engagement, [...CLIENT_ANSWERS, ...CONTRACTOR_ANSWERS], {
      submitted: true,
      dissemination: false,
    })
    expect(submitted.status, JSON.stringify(submitted.json)).toBe(200)
    expect([...submitted.json.answer_ids].sort()).toEqual([...CLIENT_ANSWERS, ...CONTRACTOR_ANSWERS].sort())
    expect(submitted.json.submitted_by).toBe('CLIENT')
    // The contractor's facts complete CEST's interview: Inside IR35, where the client's alone leave it Undetermined.
    expect(submitted.json.hmrc_outcome).toBe('Inside IR35')
    const after = await record(engagement.id)
    expect(after.status).not.toBe('Awaiting Contractor')
    expect(after.can.retract_contractor_questions).toBe(false)
    // Our own result reads the same facts: the helper the contractor's company paid is among its reasons.
    const substitution = submitted.json.reasons.find(
      (reason: { factor: string }) => reason.factor === 'Substitution and personal service',
    )
    expect(substitution.answers).toContainEqual({
      question: findAnswer(full, 'sub-helper-yes')!.question.title,
      answer: 'Yes',
    })
    // The history names the client as the one who answered the contractor's question.
    const history = await call(
      `/api/assessments/assessments/${engagement.assessment.id}/questions/biz-clients/history`,
      { token: as('partner') },
    )
    expect(history.json).toEqual([expect.objectContaining({ answer: 'No', actor: 'Paula Grant' })])
  })

  it("gives the client's answers alone a result that waits for nobody, and names the facts still missing", async () => {
    const engagement = await startedEngagement('Acme Retail Group')
    const submitted = await answer(engagement, CLIENT_ANSWERS, { submitted: true, dissemination: false })
    expect(submitted.status, JSON.stringify(submitted.json)).toBe(200)
    expect(submitted.json.hmrc_outcome).toBe('Undetermined')
    expect(submitted.json.hmrc_reason).toContain(
      "whether the contractor's company has done similar work for other clients in the last 12 months (the contractor could give these).",
    )
    expect(submitted.json.result_summary).toContain('(the contractor could give these)')
    expect((await record(engagement.id)).status).not.toBe('Awaiting Contractor')
  })

  it("saves a draft with the contractor's answers in it", async () => {
    const engagement = await startedEngagement('Acme Retail Group')
    const saved = await answer(engagement, ['office-holder-no', 'biz-clients-yes'], {
      submitted: false,
      dissemination: false,
    })
    expect(saved.status, JSON.stringify(saved.json)).toBe(200)
    expect(saved.json.in_progress_answer_ids).toEqual(['office-holder-no', 'biz-clients-yes'])
    expect((await record(engagement.id)).status).toBe('Started')
  })
})

describe('dissemination off for the organisation', () => {
  it("takes the client's answers to the contractor's questions", async () => {
    const engagement = await startedEngagement('Halden Energy')
    const submitted = await answer(engagement, [...CLIENT_ANSWERS, ...CONTRACTOR_ANSWERS], { submitted: true })
    expect(submitted.status, JSON.stringify(submitted.json)).toBe(200)
    expect(submitted.json.answer_ids).toEqual(expect.arrayContaining(CONTRACTOR_ANSWERS))
    expect(submitted.json.hmrc_outcome).toBe('Inside IR35')
    expect((await record(engagement.id)).status).not.toBe('Awaiting Contractor')
  })
})

describe('dissemination on', () => {
  it("refuses the client's answers to the contractor's questions and changes nothing", async () => {
    const engagement = await startedEngagement('Acme Retail Group')
    const before = await stored(engagement.assessment.id)
    for (const submitted of [false, true]) {
      const refused = await answer(engagement, [...CLIENT_ANSWERS, ...CONTRACTOR_ANSWERS], {
        submitted,
        dissemination: true,
      })
      expect(refused.status).toBe(400)
      expect(refused.json.message).toBe("Answers to the contractor's questions come from the contractor.")
      expect(refused.json.issues).toEqual(CONTRACTOR_ANSWERS.map((id) => ({ path: 'answer_ids', message: id })))
    }
    expect(await stored(engagement.assessment.id)).toEqual(before)
    const history = await call(
      `/api/assessments/assessments/${engagement.assessment.id}/questions/biz-clients/history`,
      { token: as('partner') },
    )
    expect(history.json).toEqual([])
    expect((await record(engagement.id)).status).toBe('Started')
  })

  it("sends the contractor their questions: the engagement waits for the contractor's answers", async () => {
    const engagement = await startedEngagement('Acme Retail Group')
    const submitted = await answer(engagement, CLIENT_ANSWERS, { submitted: true, dissemination: true })
    expect(submitted.status, JSON.stringify(submitted.json)).toBe(200)
    expect(submitted.json.result).toBeNull()
    expect(submitted.json.hmrc_outcome).toBeNull()
    expect((await record(engagement.id)).status).toBe('Awaiting Contractor')
  })
})
