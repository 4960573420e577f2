// An assessment row as the wire shows it (rule records.assessment).
import type { AssessmentRecord, CategoryResult, DeterminationReason, HmrcOutcome, Submitter } from '#domain/assessments'
import type { QuestionSetDefinition } from '#domain/questionnaire'
import type { AssessmentWithNames } from './assessments.queries.ts'

const STANDING_NAMES: Record<string, string> = { superseded: 'Superseded', cancelled: 'Cancelled' }

export const toAssessmentRecord = (
  row: AssessmentWithNames,
  context: { engagementStatus: string; questionSet: QuestionSetDefinition; latestVersion: string },
): AssessmentRecord => ({
  id: row.id,
  contractor_engagement_id: row.engagementId,
  status: row.standing === 'current' ? context.engagementStatus : (STANDING_NAMES[row.standing] ?? row.standing),
  result: row.result,
  result_code: row.resultCode,
  result_summary: row.resultSummary,
  reasons: row.reasons as DeterminationReason[],
  score: row.score,
  hmrc_outcome: row.hmrcOutcome as HmrcOutcome | null,
  hmrc_reason: row.hmrcReason,
  needs_manual_review: row.needsManualReview,
  question_set_id: row.questionSetId,
  question_set_version: context.questionSet.version,
  question_set_type: context.questionSet.type,
  question_set_type_code: context.questionSet.type_code,
  in_progress_answer_ids: row.inProgressAnswerIds,
  answer_ids: row.answerIds,
  assessment_category_results: row.categoryResults as CategoryResult[],
  last_category_id: row.lastCategoryId,
  requires_update: row.standing === 'current' && context.latestVersion !== context.questionSet.version,
  submitted_by: row.submittedBy as Submitter | null,
  manual_override_reason: row.manualOverrideReason,
  manual_override_by: row.manualOverrideBy,
  completed_on: row.completedOn?.toISOString() ?? null,
  assessor: row.assessorName,
  assessor_organisation: row.assessorOrganisation,
  created: row.createdAt.toISOString(),
  version: row.version,
})
