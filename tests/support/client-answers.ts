// The body that submits every client answer of an assessment, leaning one way: what an integrating system sends.
import { answerEvery, leaningTowards } from '../../src/domain/question-sets/answer-paths.ts'
import type { QuestionSetDefinition } from '../../src/domain/questionnaire.ts'

type AssessmentRef = { contractor_engagement_id: string; question_set_id: string }

export const submittedClientAnswers = (
  assessment: AssessmentRef,
  set: QuestionSetDefinition,
  leaning: 'INSIDE' | 'OUTSIDE' = 'OUTSIDE',
) => ({
  contractor_engagement_id: assessment.contractor_engagement_id,
  question_set_id: assessment.question_set_id,
  submitted: true,
  submitted_by: 'CLIENT',
  notes: null,
  answer_ids: answerEvery(set, 'CLIENT', leaningTowards(leaning)),
  last_category_id: null,
  dissemination: false,
})
