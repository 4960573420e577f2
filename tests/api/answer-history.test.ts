import { beforeAll, describe, expect, it } from 'vitest'
import { answerEvery, leaningTowards } from '../../src/domain/question-sets/answer-paths.ts'
import type { Question, QuestionSetDefinition } from '../../src/domain/questionnaire.ts'
import { answerHistory } from '../../src/server/db/schema.ts'
import { apiFixture } from '../support/api-fixture.ts'
import { freshAssessmentMaker } from '../support/fresh-assessment.ts'

let full: QuestionSetDefinition
const ACCOUNTS = ['partner', 'partner.readonly', 'sign.off.user']
const api = apiFixture({ accounts: ACCOUNTS })
const { call, as, db } = api

/** A client's top-level question with two plain answers (no override, nothing nested). */
const plainQuestion = (): Question =>
  full.categories
    .flatMap((c) => c.questions)
    .find(
      (q) =>
        q.respondent === 'CLIENT' &&
        q.answers.length >= 2 &&
        q.answers.every((a) => !a.override && (a.questions ?? []).length === 0),
    )!

const makeAssessment = freshAssessmentMaker(api, { questionSetId: () => full.id, label: 'History' })
const freshAssessment = makeAssessment

const answer = (target: { assessmentId: string; engagementId: string }, answerIds: string[], submitted = false) =>
  call(`/api/assessments/assessments/${target.assessmentId}/answers`, {
    method: 'POST',
    token: as('partner'),
    body: {
      contractor_engagement_id: target.engagementId,
      question_set_id: full.id,
      submitted,
      submitted_by: 'CLIENT',
      answer_ids: answerIds,
    },
  })
const historyOf = (assessmentId: string, questionId: string, account = 'partner') =>
  call(`/api/assessments/assessments/${assessmentId}/questions/${questionId}/history`, { token: as(account) })

beforeAll(async () => {
  full = await api.fullSet()
})

describe('GET /api/assessments/assessments/{id}/questions/{questionId}/history', () => {
  it('is empty before any answer', async () => {
    const { assessmentId } = await freshAssessment()
    const empty = await historyOf(assessmentId, plainQuestion().id)
    expect(empty.status).toBe(200)
    expect(empty.json).toEqual([])
  })

  it('records each change of the chosen answer, a clearing as null, newest first, with who and where', async () => {
    const target = await freshAssessment()
    const question = plainQuestion()
    const [first, second] = question.answers
    expect((await answer(target, [first!.id])).status).toBe(200)
    // Saving the same answer again is no change.
    expect((await answer(target, [first!.id])).status).toBe(200)
    expect((await answer(target, [second!.id])).status).toBe(200)
    expect((await answer(target, [])).status).toBe(200)
    const history = await historyOf(target.assessmentId, question.id)
    expect(history.status).toBe(200)
    const who = { actor: 'Paula Grant', organisation: 'Northbridge Partners' }
    expect(history.json).toEqual([
      { date: expect.stringMatching(/^\d{4}-\d\d-\d\dT/), answer: null, ...who },
      { date: expect.any(String), answer: second!.title, ...who },
      { date: expect.any(String), answer: first!.title, ...who },
    ])
    const dates = history.json.map((entry: { date: string }) => Date.parse(entry.date))
    expect([...dates].sort((a, b) => b - a)).toEqual(dates)
  })

  it('records a submission once per changed question and nothing for a refused one', async () => {
    const target = await freshAssessment()
    const answers = answerEvery(full, 'CLIENT', leaningTowards('OUTSIDE'))
    const before = (await db().select().from(answerHistory)).length
    // A submission with an answer of no question of the set is refused: no history either.
    expect((await answer(target, [...answers, 'no-such-answer'], true)).status).toBe(400)
    expect((await db().select().from(answerHistory)).length).toBe(before)
    expect((await answer(target, answers)).status).toBe(200)
    const afterSave = (await db().select().from(answerHistory)).length
    expect(afterSave - before).toBe(answers.length)
    const submitted = await answer(target, answers, true)
    expect(submitted.status, JSON.stringify(submitted.json)).toBe(200)
    expect((await db().select().from(answerHistory)).length).toBe(afterSave)
  })

  it('answers 400 for a question of no question set, 404 out of reach, and reads for a read-only role', async () => {
    const acme = await freshAssessment()
    expect((await historyOf(acme.assessmentId, 'no-such-question')).status).toBe(400)
    expect((await historyOf(acme.assessmentId, plainQuestion().id, 'partner.readonly')).status).toBe(200)
    const halden = await freshAssessment('Halden Energy')
    expect((await historyOf(halden.assessmentId, plainQuestion().id, 'sign.off.user')).status).toBe(404)
  })
})
