// POST /api/assessments/assessments/{id}/answers: Save progress or Submit (rule questionnaire.flow).
// The answers are checked against the question set with the same rules the browser's questionnaire uses;
// the engagement machine decides whether the step may happen and where the engagement goes next. A
// contractor's answers take their own path (contractor-answers.service.ts).
import { eq } from 'drizzle-orm'
import type { AnswerSubmission } from '#domain/assessments'
import { CONTRACTOR_PORTAL_MESSAGES, DISSEMINATION_MESSAGES } from '#domain/contractor-portal'
import {
  clientViewer,
  contractorQuestionsRemain,
  type QuestionSetDefinition,
  type Respondent,
} from '#domain/questionnaire'
import { type AccessTokenClaims, isContractorClaims } from '#domain/session'
import type { Database } from '../../db/client.ts'
import { assessments, organisations } from '../../db/schema.ts'
import { Forbidden, Invalid, NotFound } from '../../http/errors.ts'
import { runCommand } from '../../workflow/engine.ts'
import { findAssessment } from '../engagements/assessments.queries.ts'
import { engagementEntity } from '../engagements/engagement.entity.ts'
import { engagementInReach } from '../engagements/engagement-access.ts'
import { questionSetById } from '../engagements/question-sets.queries.ts'
import { ensureConsultancyReview } from '../reviews/reviewer-records.ts'
import { answersOf, checkAnswers, checkSubmission, concludedAssessment } from './answer-rules.ts'
import { answerWriteStamp, lockAndRecordAnswers, saveDraftAnswers } from './answer-writes.ts'
import { NO_OUTCOME, needsManualReviewFor } from './assessment-outcome.ts'
import { submitContractorAnswers } from './contractor-answers.service.ts'
import { ownReviewAssessment, submitOwnReviewAnswers } from './own-review-answers.service.ts'

type Caller = { db: Database; session: AccessTokenClaims }

/**
 * The answers a client write leaves on the assessment. With the contractor asked, what the client sends stands
 * for the client's questions only and the contractor's answers stay as they were; answering theirs is refused.
 * With the contractor not asked, the client answers for both, so what the client sends is the whole set.
 */
const combinedAnswers = (
  set: QuestionSetDefinition,
  stored: readonly string[],
  sent: readonly string[],
  contractorAsked: boolean,
) => {
  if (!contractorAsked) return [...sent]
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
  if (isContractorClaims(caller.session)) {
    // A worker's own review is answered whole by the worker; a client's engagement only in the worker's part.
    const own = await ownReviewAssessment(caller, assessmentId)
    return own ? submitOwnReviewAnswers(caller, own, body) : submitContractorAnswers(caller, assessmentId, body)
  }
  const { db, session } = caller
  const assessment = await findAssessment(db, assessmentId)
  if (!assessment) throw NotFound('The assessment')
  const { engagement, firer, roleHeldAt } = await engagementInReach(
    db,
    session,
    assessment.engagementId,
    'Assessments:Update',
  )
  if (body.submitted_by !== 'CLIENT') throw Forbidden(CONTRACTOR_PORTAL_MESSAGES.contractorAnswersOnly)
  checkSubmission(assessment, engagement, body)
  // Asking the contractor is the organisation's setting to allow; asking for it without is a clear 400.
  const offered = await disseminationOffered(db, engagement.organisationId)
  if (body.dissemination === true && !offered)
    throw Invalid(DISSEMINATION_MESSAGES.notOffered, [
      { path: 'dissemination', message: DISSEMINATION_MESSAGES.notOffered },
    ])
  // The notes and the dissemination choice are the client's own, kept unless sent again.
  const clientColumns = {
    notes: body.notes ?? assessment.notes,
    dissemination: body.dissemination ?? assessment.dissemination,
  }
  // The contractor answers their questions only when asked: a contractor engagement, the choice ticked, and the
  // organisation still sending questions. Otherwise the client may answer them (docs/cest.md).
  const contractorAsked = engagement.type === 'Contractor' && clientColumns.dissemination && offered
  const set = await questionSetById(db, assessment.questionSetId)
  const answerIds = combinedAnswers(set, assessment.answerIds, body.answer_ids, contractorAsked)
  checkAnswers(set, answerIds, clientViewer(contractorAsked), body.submitted)
  // The history records the contractor's questions as the client's changes when the client answers them.
  const respondents: readonly Respondent[] = contractorAsked ? ['CLIENT'] : ['CLIENT', 'CONTRACTOR']
  const write = { assessmentId, engagement, roleHeldAt, body, set, answerIds, respondents, session }

  if (!body.submitted) {
    await saveDraftAnswers(db, {
      ...write,
      event: 'answers.save',
      firer,
      inProgressAnswerIds: answerIds,
      columns: clientColumns,
    })
    return assessmentId
  }
  // With the contractor not asked, the result rests on what the client gave, for both sides' questions.
  const waitingForContractor = contractorAsked && contractorQuestionsRemain(set, answerIds)
  const borderline = !waitingForContractor && needsManualReviewFor(set, answerIds, engagement)
  await db.transaction(async (tx) => {
    // A result that needs the manual review puts the consultancy group on first: the engine then counts it.
    if (borderline) await ensureConsultancyReview(tx, engagement.id)
    await runCommand(tx, {
      entity: engagementEntity,
      id: engagement.id,
      // Whether the contractor still has questions is this submission's own answer; the reviewers are the engine's fact.
      event: { type: 'answers.submit', contractorQuestionsRemain: waitingForContractor },
      firer,
      auditPayload: { assessmentId, answers: answerIds.length, ...(borderline ? { manualReview: true } : {}) },
      within: async (tx) => {
        await lockAndRecordAnswers(tx, write)
        // The result waits for the contractor's answers when the contractor still has questions to answer.
        const outcome = waitingForContractor ? NO_OUTCOME : await concludedAssessment(tx, set, answerIds, engagement)
        await tx
          .update(assessments)
          .set({
            ...clientColumns,
            ...answerWriteStamp(body),
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
  })
  return assessmentId
}
