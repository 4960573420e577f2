// Question dissemination (rules records.answer-submission, org.feature-flags: the organisation's
// question_dissemination): when the client submits a contractor engagement whose organisation has the feature
// and the contractor's questions are still unanswered, the client may ask the contractor to answer them. When the
// contractor is not asked, the client sees their questions and may answer them (docs/cest.md).
import type { EngagementRecord } from '#domain/assessments'
import { findAnswer, type QuestionSet, type Respondent, unansweredQuestions } from '#domain/questionnaire'

/** The contractor's questions still to answer: what the checkbox offers to send them. */
export type DisseminationOffer = { readonly questions: number }

/** Whether this engagement's client submit may disseminate: a contractor engagement with the feature on. */
export const mayDisseminate = (
  engagement: Pick<EngagementRecord, 'type' | 'contractor_id'>,
  organisationDisseminates: boolean,
): boolean => engagement.type === 'Contractor' && engagement.contractor_id !== null && organisationDisseminates

/** The client's own answers: what a submission that asks the contractor sends (the server refuses the others). */
export const clientAnswersOnly = (set: QuestionSet, answerIds: readonly string[]): string[] =>
  answerIds.filter((id) => findAnswer(set, id)?.question.respondent !== 'CONTRACTOR')

/**
 * The offer beside the client's Submit, or null. The questions counted are those the server counts when it
 * decides whether the contractor is asked (contractorQuestionsRemain): the contractor's, as revealed by the
 * client's answers so far. Answers the client gave them while the contractor was not to be asked do not count:
 * asking the contractor sends the client's own answers only.
 */
export const disseminationOffer = (options: {
  mayDisseminate: boolean
  respondent: Respondent
  questionSet: QuestionSet
  selectedAnswerIds: readonly string[]
}): DisseminationOffer | null => {
  if (!options.mayDisseminate || options.respondent !== 'CLIENT') return null
  const own = clientAnswersOnly(options.questionSet, options.selectedAnswerIds)
  const questions = unansweredQuestions(options.questionSet, own, 'CONTRACTOR').length
  return questions > 0 ? { questions } : null
}

export const disseminationLabel = ({ questions }: DisseminationOffer): string =>
  `Ask the contractor to answer their ${questions} ${questions === 1 ? 'question' : 'questions'}`

/** The label of a contractor's question on the client's screen. */
export const CONTRACTOR_QUESTION_BADGE = "Contractor's question"

/** Under a contractor's question the client may answer: whose it is, and what leaving it means. */
export const CONTRACTOR_QUESTION_NOTE =
  'Written for the contractor ("you" is the contractor), who would answer it if they were asked. Answer it if you know; if you leave it, the result names it as a fact not given.'

/**
 * Who answers the contractor's questions and what the result will rest on, said plainly beside the choice (or,
 * with no choice to make, above the questions) while the client answers.
 */
export const whoAnswersText = (options: { offer: DisseminationOffer | null; asked: boolean }): string =>
  options.offer && options.asked
    ? `The contractor will be asked their ${options.offer.questions === 1 ? 'question' : `${options.offer.questions} questions`} when you submit. The result waits for their answers and rests on yours and theirs.`
    : options.offer
      ? `The contractor will not be asked. Their questions are shown to you, marked "${CONTRACTOR_QUESTION_BADGE}": the result rests on your answers alone, and names any fact left unanswered.`
      : `The contractor is not asked to answer questions for this assessment, so their questions are shown to you, marked "${CONTRACTOR_QUESTION_BADGE}". Answer those you can: the result rests on your answers, and names any fact left unanswered.`
