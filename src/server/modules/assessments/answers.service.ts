// POST /api/assessments/assessments/{id}/answers: Save progress or Submit (spec part 2 §4 Questionnaire).
// The answers are checked against the question set with the same rules the browser's questionnaire uses;
// the engagement machine decides whether the step may happen and where the engagement goes next.
import { eq, sql } from 'drizzle-orm'
import { type AnswerSubmission, ENGAGEMENT_MESSAGES } from '#domain/assessments'
import {
  answerProblems,
  contractorQuestionsRemain,
  findAnswer,
  type QuestionSetDefinition,
} from '#domain/questionnaire'
import type { AccessTokenClaims } from '#domain/session'
import type { Database, Transaction } from '../../db/client.ts'
import { assessments } from '../../db/schema.ts'
import { Conflict, Forbidden, Invalid, NotFound } from '../../http/errors.ts'
import { executeCommand } from '../../workflow/engine.ts'
import { NO_OUTCOME, outcomeOf, payBillFor } from './assessment-outcome.ts'
import { type AssessmentRow, findAssessment, lockAssessment } from './assessments.queries.ts'
import { engagementEntity } from './engagement.entity.ts'
import { type EngagementRow, engagementInReach } from './engagement-access.ts'
import { questionSetById } from './question-sets.queries.ts'
import { scheduleReassessment } from './reassessment-reminders.ts'

type Caller = { db: Database; session: AccessTokenClaims }

const respondentOf = (set: QuestionSetDefinition, answerId: string) => findAnswer(set, answerId)?.question.respondent

/** What the client sends stands for the client's questions; the contractor's answers stay as they were. */
const combinedAnswers = (set: QuestionSetDefinition, stored: readonly string[], sent: readonly string[]) => {
  const theirs = sent.filter((id) => respondentOf(set, id) === 'CONTRACTOR')
  if (theirs.length > 0)
    throw Invalid(
      "Answers to the contractor's questions come from the contractor.",
      theirs.map((id) => ({ path: 'answer_ids', message: id })),
    )
  return [...sent, ...stored.filter((id) => respondentOf(set, id) === 'CONTRACTOR')]
}

const checkAnswers = (set: QuestionSetDefinition, answerIds: readonly string[], submitted: boolean) => {
  const problems = answerProblems(set, answerIds, 'CLIENT', { submitted })
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
const checkSubmission = (assessment: AssessmentRow, engagement: EngagementRow, body: AnswerSubmission) => {
  if (body.contractor_engagement_id !== engagement.id)
    throw Invalid('contractor_engagement_id is not the engagement of this assessment.')
  if (assessment.standing !== 'current') throw Conflict(ENGAGEMENT_MESSAGES.notCurrentAssessment)
  if (body.question_set_id !== assessment.questionSetId) throw Conflict(ENGAGEMENT_MESSAGES.questionSetMismatch)
  if (body.version !== undefined && body.version !== assessment.version)
    throw Conflict(ENGAGEMENT_MESSAGES.staleAssessment)
}

const lockedCurrent = async (tx: Transaction, id: string, engagement: EngagementRow, body: AnswerSubmission) => {
  const row = await lockAssessment(tx, id)
  if (!row) throw NotFound('The assessment')
  checkSubmission(row, engagement, body)
  return row
}

export const submitAnswers = async ({ db, session }: Caller, assessmentId: string, body: AnswerSubmission) => {
  const assessment = await findAssessment(db, assessmentId)
  if (!assessment) throw NotFound('The assessment')
  const { engagement, firer } = await engagementInReach(db, session, assessment.engagementId, 'Assessments:Update')
  if (body.submitted_by !== 'CLIENT') throw Forbidden("Only the contractor submits the contractor's answers.")
  checkSubmission(assessment, engagement, body)
  const set = await questionSetById(db, assessment.questionSetId)
  const answerIds = combinedAnswers(set, assessment.answerIds, body.answer_ids)
  checkAnswers(set, answerIds, body.submitted)
  const common = {
    lastCategoryId: body.last_category_id ?? null,
    notes: body.notes ?? assessment.notes,
    dissemination: body.dissemination ?? assessment.dissemination,
    version: sql`${assessments.version} + 1`,
    updatedAt: new Date(),
  }

  if (!body.submitted) {
    await executeCommand({
      db,
      entity: engagementEntity,
      id: engagement.id,
      event: { type: 'answers.save' },
      firer,
      auditPayload: { assessmentId, answers: answerIds.length },
      within: async (tx) => {
        await lockedCurrent(tx, assessmentId, engagement, body)
        await tx
          .update(assessments)
          .set({ ...common, inProgressAnswerIds: answerIds })
          .where(eq(assessments.id, assessmentId))
      },
    })
  } else {
    // With dissemination off the contractor is not asked: the result rests on the client's answers alone.
    const disseminated = body.dissemination ?? assessment.dissemination
    const waitingForContractor =
      engagement.type === 'Contractor' && disseminated && contractorQuestionsRemain(set, answerIds)
    await executeCommand({
      db,
      entity: engagementEntity,
      id: engagement.id,
      event: { type: 'answers.submit', contractorQuestionsRemain: waitingForContractor, hasReviewers: false },
      firer,
      auditPayload: { assessmentId, answers: answerIds.length },
      within: async (tx) => {
        await lockedCurrent(tx, assessmentId, engagement, body)
        // The result waits for the contractor's answers when the contractor still has questions to answer.
        const completedOn = new Date()
        const outcome = waitingForContractor
          ? NO_OUTCOME
          : { ...outcomeOf(set, answerIds, engagement, await payBillFor(tx, engagement.organisationId)), completedOn }
        if (!waitingForContractor) await scheduleReassessment(tx, engagement, completedOn)
        await tx
          .update(assessments)
          .set({
            ...common,
            ...outcome,
            answerIds,
            inProgressAnswerIds: [],
            submittedBy: 'CLIENT',
            assessorActorId: session.actorId,
            assessorOrganisationId: session.organisationId ?? null,
          })
          .where(eq(assessments.id, assessmentId))
      },
    })
  }
  return (await findAssessment(db, assessmentId))!
}
