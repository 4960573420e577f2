// POST /api/assessments/assessments/{id}/answers: Save progress or Submit (spec part 2 §4 Questionnaire).
// The answers are checked against the question set with the same rules the browser's questionnaire uses;
// the engagement machine decides whether the step may happen and where the engagement goes next. A
// contractor's answers take their own path (contractor-answers.service.ts).
import { eq, sql } from 'drizzle-orm'
import type { AnswerSubmission } from '#domain/assessments'
import { CONTRACTOR_PORTAL_MESSAGES, DISSEMINATION_MESSAGES } from '#domain/contractor-portal'
import { contractorQuestionsRemain, type QuestionSetDefinition } from '#domain/questionnaire'
import { type AccessTokenClaims, isContractorClaims } from '#domain/session'
import type { Database } from '../../db/client.ts'
import { assessments, organisations } from '../../db/schema.ts'
import { Forbidden, Invalid, NotFound } from '../../http/errors.ts'
import { executeCommand } from '../../workflow/engine.ts'
import { hasReviewers, openReviewsOnArrival } from '../reviews/reviewer-records.ts'
import { recordAnswerChanges } from './answer-history.ts'
import { answersOf, checkAnswers, checkSubmission, concludedAssessment, lockedCurrent } from './answer-rules.ts'
import { NO_OUTCOME } from './assessment-outcome.ts'
import { findAssessment } from './assessments.queries.ts'
import { submitContractorAnswers } from './contractor-answers.service.ts'
import { engagementEntity } from './engagement.entity.ts'
import { engagementInReach } from './engagement-access.ts'
import { questionSetById } from './question-sets.queries.ts'

type Caller = { db: Database; session: AccessTokenClaims }

/** What the client sends stands for the client's questions; the contractor's answers stay as they were. */
const combinedAnswers = (set: QuestionSetDefinition, stored: readonly string[], sent: readonly string[]) => {
  const theirs = answersOf(set, sent, 'CONTRACTOR')
  if (theirs.length > 0)
    throw Invalid(
      "Answers to the contractor's questions come from the contractor.",
      theirs.map((id) => ({ path: 'answer_ids', message: id })),
    )
  return [...sent, ...answersOf(set, stored, 'CONTRACTOR')]
}

const disseminationOffered = async (db: Database, organisationId: string) =>
  (
    await db
      .select({ on: organisations.questionDissemination })
      .from(organisations)
      .where(eq(organisations.id, organisationId))
  )[0]?.on ?? false

/** Answers the caller may read afterwards: the assessment id (the route reads the record for its caller). */
export const submitAnswers = async (caller: Caller, assessmentId: string, body: AnswerSubmission) => {
  if (isContractorClaims(caller.session)) return submitContractorAnswers(caller, assessmentId, body)
  const { db, session } = caller
  const assessment = await findAssessment(db, assessmentId)
  if (!assessment) throw NotFound('The assessment')
  const { engagement, firer } = await engagementInReach(db, session, assessment.engagementId, 'Assessments:Update')
  if (body.submitted_by !== 'CLIENT') throw Forbidden(CONTRACTOR_PORTAL_MESSAGES.contractorAnswersOnly)
  checkSubmission(assessment, engagement, body)
  // Asking the contractor is the organisation's setting to allow; asking for it without is a clear 400.
  if (body.dissemination === true && !(await disseminationOffered(db, engagement.organisationId)))
    throw Invalid(DISSEMINATION_MESSAGES.notOffered, [
      { path: 'dissemination', message: DISSEMINATION_MESSAGES.notOffered },
    ])
  const set = await questionSetById(db, assessment.questionSetId)
  const answerIds = combinedAnswers(set, assessment.answerIds, body.answer_ids)
  checkAnswers(set, answerIds, 'CLIENT', body.submitted)
  const common = {
    lastCategoryId: body.last_category_id ?? null,
    notes: body.notes ?? assessment.notes,
    dissemination: body.dissemination ?? assessment.dissemination,
    version: sql`${assessments.version} + 1`,
    updatedAt: new Date(),
  }
  // Every write starts here: the locked row checked again, and the answer history written with the answers.
  const lockedAndChecked = async (tx: Parameters<typeof lockedCurrent>[0]) => {
    await lockedCurrent(tx, assessmentId, (row) => checkSubmission(row, engagement, body))
    await recordAnswerChanges(tx, {
      assessmentId,
      set,
      answerIds,
      respondent: 'CLIENT',
      session,
      engagementOrganisationId: engagement.organisationId,
    })
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
        await lockedAndChecked(tx)
        await tx
          .update(assessments)
          .set({ ...common, inProgressAnswerIds: answerIds })
          .where(eq(assessments.id, assessmentId))
      },
    })
    return assessmentId
  }
  // With dissemination off the contractor is not asked: the result rests on the client's answers alone.
  const waitingForContractor =
    engagement.type === 'Contractor' && common.dissemination && contractorQuestionsRemain(set, answerIds)
  await executeCommand({
    db,
    entity: engagementEntity,
    id: engagement.id,
    event: {
      type: 'answers.submit',
      contractorQuestionsRemain: waitingForContractor,
      hasReviewers: await hasReviewers(db, engagement.id),
    },
    firer,
    auditPayload: { assessmentId, answers: answerIds.length },
    within: async (tx, next) => {
      await lockedAndChecked(tx)
      // The result waits for the contractor's answers when the contractor still has questions to answer.
      const outcome = waitingForContractor ? NO_OUTCOME : await concludedAssessment(tx, set, answerIds, engagement)
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
      await openReviewsOnArrival(tx, engagement.id, next)
    },
  })
  return assessmentId
}
