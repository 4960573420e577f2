// Question dissemination (rules records.answer-submission, org.feature-flags: the organisation's
// question_dissemination): when the client submits a contractor engagement whose organisation has the feature
// and the contractor's questions are still unanswered, the client may ask the contractor to answer them.
import type { EngagementRecord } from '#domain/assessments'
import { type QuestionSet, type Respondent, unansweredQuestions } from '#domain/questionnaire'

/** The contractor's questions still to answer: what the checkbox offers to send them. */
export type DisseminationOffer = { readonly questions: number }

/** Whether this engagement's client submit may disseminate: a contractor engagement with the feature on. */
export const mayDisseminate = (
  engagement: Pick<EngagementRecord, 'type' | 'contractor_id'>,
  organisationDisseminates: boolean,
): boolean => engagement.type === 'Contractor' && engagement.contractor_id !== null && organisationDisseminates

/**
 * The offer beside the client's Submit, or null. The questions counted are those the server counts when it
 * decides whether the contractor is asked (contractorQuestionsRemain): the contractor's, as revealed by the
 * answers given so far, without an answer.
 */
export const disseminationOffer = (options: {
  mayDisseminate: boolean
  respondent: Respondent
  questionSet: QuestionSet
  selectedAnswerIds: readonly string[]
}): DisseminationOffer | null => {
  if (!options.mayDisseminate || options.respondent !== 'CLIENT') return null
  const questions = unansweredQuestions(options.questionSet, options.selectedAnswerIds, 'CONTRACTOR').length
  return questions > 0 ? { questions } : null
}

export const disseminationLabel = ({ questions }: DisseminationOffer): string =>
  `Ask the contractor to answer their ${questions} ${questions === 1 ? 'question' : 'questions'}`
