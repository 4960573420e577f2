// The contractor's side of an assessment (rules result.panel, sds-hub.screen, questionnaire.flow), decided from
// the engagement as its contractor sees it: the engagement machine's answer (`can.answer`) says whether they
// may answer now; the questionnaire machine, with the contractor as viewer, shows only their questions.
import type { ContractorEngagementView } from '#domain/contractor-portal'
import { type QuestionSet, visibleQuestions } from '#domain/questionnaire'
import type { QuestionnaireOpening } from './panel-view'

/** Their saved answers win over submitted ones, as on the client's side; Save progress while they may answer. */
export const contractorOpeningOf = (view: ContractorEngagementView): QuestionnaireOpening => {
  const { assessment } = view
  return {
    mode: view.can.answer ? 'edit' : 'readOnly',
    canSaveProgress: view.can.answer,
    showStartPrompt: false,
    selectedAnswerIds:
      assessment.in_progress_answer_ids.length > 0 ? assessment.in_progress_answer_ids : assessment.answer_ids,
    lastCategoryId: assessment.last_category_id,
  }
}

export type ContractorQuestionsView = 'answering' | 'submitted' | 'nothingToAnswer'

/**
 * Answering while the engagement awaits them and some question is theirs; "submitted" once their answers are
 * the assessment's last submission; otherwise nothing to answer (questions retracted, or none of theirs).
 */
export const contractorQuestionsViewOf = (
  view: ContractorEngagementView,
  questionSet: QuestionSet,
): ContractorQuestionsView => {
  if (!view.can.answer) return view.assessment.submitted_by === 'CONTRACTOR' ? 'submitted' : 'nothingToAnswer'
  const { selectedAnswerIds } = contractorOpeningOf(view)
  return visibleQuestions(questionSet, selectedAnswerIds, 'CONTRACTOR').length > 0 ? 'answering' : 'nothingToAnswer'
}
