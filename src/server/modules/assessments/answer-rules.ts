// What every answers command on an assessment shares, whoever answers: the checks of the submission against
// the assessment and the question set, and the result once the answers are complete.
import { type AnswerSubmission, ENGAGEMENT_MESSAGES } from '#domain/assessments'
import {
  answerProblems,
  findAnswer,
  type QuestionSetDefinition,
  type Respondent,
  type Viewer,
} from '#domain/questionnaire'
import type { Transaction } from '../../db/client.ts'
import { Conflict, Invalid, NotFound } from '../../http/errors.ts'
import { type AssessmentRow, lockAssessment } from '../engagements/assessments.queries.ts'
import type { EngagementRow } from '../engagements/engagement-access.ts'
import { levyPayBillFor, outcomeOf } from './assessment-outcome.ts'
import { scheduleReassessment } from './reassessment-reminders.ts'

export const respondentOf = (set: QuestionSetDefinition, answerId: string) =>
  findAnswer(set, answerId)?.question.respondent

/** The answers among `answerIds` that belong to `respondent`'s questions. */
export const answersOf = (set: QuestionSetDefinition, answerIds: readonly string[], respondent: Respondent) =>
  answerIds.filter((id) => respondentOf(set, id) === respondent)

/** 400 unless the answers fit the question set (and, on a submission, leave nothing the submitter sees open). */
export const checkAnswers = (
  set: QuestionSetDefinition,
  answerIds: readonly string[],
  submitter: Viewer,
  submitted: boolean,
) => {
  const problems = answerProblems(set, answerIds, submitter, { submitted })
  if (problems.length === 0) return
  const details = problems.map((problem) =>
    problem.kind === 'unanswered'
      ? { path: problem.questionId, message: problem.message }
      : {
          path: 'answer_ids',
          message: `${problem.kind}: ${'answerId' in problem ? problem.answerId : problem.questionId}`,
        },
  )
  const unanswered = problems.find((problem) => problem.kind === 'unanswered')
  throw Invalid(unanswered ? unanswered.message : 'Some answers do not belong to the questions shown.', details)
}

/** The row checks that do not need the transaction; repeated on the locked row inside it. */
export const checkCurrent = (assessment: AssessmentRow, engagement: EngagementRow, expectedVersion?: number) => {
  if (assessment.engagementId !== engagement.id) throw NotFound('The assessment')
  if (assessment.standing !== 'current') throw Conflict(ENGAGEMENT_MESSAGES.notCurrentAssessment)
  if (expectedVersion !== undefined && expectedVersion !== assessment.version)
    throw Conflict(ENGAGEMENT_MESSAGES.staleAssessment)
}

export const checkSubmission = (assessment: AssessmentRow, engagement: EngagementRow, body: AnswerSubmission) => {
  if (body.contractor_engagement_id !== engagement.id)
    throw Invalid('contractor_engagement_id is not the engagement of this assessment.')
  checkCurrent(assessment, engagement, body.version)
  if (body.question_set_id !== assessment.questionSetId) throw Conflict(ENGAGEMENT_MESSAGES.questionSetMismatch)
}

/** The assessment locked for the command's transaction, checked again now that nobody else can change it. */
export const lockedCurrent = async (tx: Transaction, id: string, check: (row: AssessmentRow) => void) => {
  const row = await lockAssessment(tx, id)
  if (!row) throw NotFound('The assessment')
  check(row)
  return row
}

/**
 * The result columns of answers that are complete, worked out now, and the reassessment clock set from
 * them: what a submission (client or contractor) or a retraction writes once nobody is waited for.
 */
export const concludedAssessment = async (
  tx: Transaction,
  set: QuestionSetDefinition,
  answerIds: readonly string[],
  engagement: EngagementRow,
): Promise<Partial<AssessmentRow>> => {
  const completedOn = new Date()
  await scheduleReassessment(tx, engagement, completedOn)
  return { ...outcomeOf(set, answerIds, engagement, await levyPayBillFor(tx, engagement)), completedOn }
}
