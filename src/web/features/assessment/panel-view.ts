// What the assessment side of an engagement screen shows (rules engagement.role-screens, engagement.edit-screen,
// questionnaire.screen, result.panel, questionnaire.flow, Reassessment, SDS download), decided from the engagement
// record alone: the buttons follow `can`, the engagement machine's answer to "which events may this person send now",
// never a list of statuses here.
import type { AssessmentRecord, EngagementRecord } from '#domain/assessments'
import { type QuestionnaireMode, questionnaireMode } from '#domain/questionnaire'
import { engagementStatus, onReviewPanel } from '#machines/state-map'

/** Why the questionnaire is on screen: answering, changing a result's answers, or reading them. */
export type QuestionnairePurpose = 'answer' | 'edit' | 'view'

/** The questionnaire machine's input, less the question set (loaded separately). */
export type QuestionnaireOpening = {
  readonly mode: QuestionnaireMode
  readonly canSaveProgress: boolean
  readonly showStartPrompt: boolean
  readonly selectedAnswerIds: readonly string[]
  readonly lastCategoryId: string | null
}

export type PanelView =
  | { readonly kind: 'notStarted'; readonly canStart: boolean }
  | { readonly kind: 'questionnaire'; readonly assessment: AssessmentRecord; readonly purpose: QuestionnairePurpose }
  | { readonly kind: 'result'; readonly assessment: AssessmentRecord }
  /** The client's answers are in and the contractor is answering theirs (screen 6's "successfully submitted"). */
  | { readonly kind: 'awaitingContractor'; readonly assessment: AssessmentRecord; readonly canRetract: boolean }

/** Insurance validation (IVT) answers the SHORT question set and reads PASS or FAIL. */
export const isInsuranceValidation = (assessment: AssessmentRecord) => assessment.question_set_type_code === 'SHORT'

/**
 * No current assessment: a role not yet assessed (its first assessment is made on request). Awaiting the
 * contractor: the client's submission stands, with Retract questions. No result: the questionnaire. A result:
 * the result panel, unless the person chose to view or edit its answers.
 */
export const panelViewOf = (engagement: EngagementRecord, chosen: 'edit' | 'view' | null): PanelView => {
  const assessment = engagement.assessments[0]
  if (!assessment) return { kind: 'notStarted', canStart: engagement.can.save_answers }
  // The client's part is done until the contractor answers or the client retracts the contractor's questions
  // (which the machine allows through `can`).
  if (engagementStatus.hasTag(engagement.status, 'contractorsTurn') && chosen !== 'view')
    return { kind: 'awaitingContractor', assessment, canRetract: engagement.can.retract_contractor_questions }
  if (assessment.result === null) return { kind: 'questionnaire', assessment, purpose: 'answer' }
  if (chosen === 'view' || (chosen === 'edit' && engagement.can.submit_answers))
    return { kind: 'questionnaire', assessment, purpose: chosen }
  return { kind: 'result', assessment }
}

/**
 * How the questionnaire opens. Answers in progress win over submitted ones (a reopened assessment holds the
 * previous answers in progress). The machine's state tags say whether the answers are reopened or in review
 * (reopen mode); Save progress and the start prompt follow `can.save_answers` (the machine takes saved progress
 * only before the first submission). Without `can.submit_answers` the questionnaire is read-only (the
 * contractor's turn, or a read-only user).
 */
export const questionnaireOpeningOf = (
  engagement: EngagementRecord,
  assessment: AssessmentRecord,
  purpose: QuestionnairePurpose,
): QuestionnaireOpening => {
  const selectedAnswerIds =
    assessment.in_progress_answer_ids.length > 0 ? assessment.in_progress_answer_ids : assessment.answer_ids
  const base = { selectedAnswerIds, lastCategoryId: assessment.last_category_id }
  // Reading submitted answers (a reviewer's, or View answers) starts at the first category, where a reader
  // begins; the category last worked on is only where someone answering picks up.
  if (purpose === 'view')
    return { ...base, lastCategoryId: null, mode: 'readOnly', canSaveProgress: false, showStartPrompt: false }
  if (!engagement.can.submit_answers)
    return { ...base, mode: 'readOnly', canSaveProgress: false, showStartPrompt: false }
  const mode = questionnaireMode({
    reopened: engagementStatus.hasTag(engagement.status, 'reopenMode'),
    inReview: engagementStatus.hasTag(engagement.status, 'inReview'),
    hasReviewers: engagement.reviewers.some(onReviewPanel),
    insuranceValidation: isInsuranceValidation(assessment),
  })
  return {
    ...base,
    mode,
    canSaveProgress: engagement.can.save_answers,
    showStartPrompt:
      purpose === 'answer' && engagement.can.save_answers && assessment.in_progress_answer_ids.length === 0,
  }
}

/** The buttons around a result (rules result.panel, questionnaire.flow). */
export const resultActionsOf = (engagement: EngagementRecord) => ({
  viewAnswers: true,
  // Edit Answers: the machine accepts a new submission beside a result only in review (reopen mode).
  editAnswers: engagement.can.submit_answers,
  reopen: engagement.can.reopen,
  reassess: engagement.can.reassess,
  downloadSds: engagement.can.download_sds,
})

/** A reopened assessment can be given up, bringing the previous result back. */
export const canCancelReopening = (engagement: EngagementRecord) => engagement.can.cancel_reopen
