// The worker's answers to their own working practices review: every question is theirs (submitted_by
// CONTRACTOR, both respondents' questions). Saving keeps a draft; submitting works out the result, and the
// engagement machine completes the review (no reviewers, no SDS).
import { eq } from 'drizzle-orm'
import type { AnswerSubmission } from '#domain/assessments'
import { CONTRACTOR_PORTAL_MESSAGES } from '#domain/contractor-portal'
import type { AccessTokenClaims } from '#domain/session'
import type { Database } from '../../db/client.ts'
import { assessments, engagements } from '../../db/schema.ts'
import { Forbidden } from '../../http/errors.ts'
import { executeCommand } from '../../workflow/engine.ts'
import { findAssessment } from '../engagements/assessments.queries.ts'
import { engagementEntity } from '../engagements/engagement.entity.ts'
import { isOwnReview, ownReviewInReach } from '../engagements/own-review-access.ts'
import { questionSetById } from '../engagements/question-sets.queries.ts'
import { checkAnswers, checkSubmission, concludedAssessment } from './answer-rules.ts'
import { answerWriteStamp, lockAndRecordAnswers, saveDraftAnswers } from './answer-writes.ts'

type Caller = { db: Database; session: AccessTokenClaims }

/** The assessment of the caller's own review, or null when the assessment is not a review's (or not found). */
export const ownReviewAssessment = async ({ db, session }: Caller, assessmentId: string) => {
  const assessment = await findAssessment(db, assessmentId)
  if (!assessment) return null
  const [engagement] = await db
    .select({ type: engagements.type })
    .from(engagements)
    .where(eq(engagements.id, assessment.engagementId))
  if (!engagement || !isOwnReview(engagement)) return null
  return { assessment, ...(await ownReviewInReach(db, session, assessment.engagementId)) }
}

type OwnReview = NonNullable<Awaited<ReturnType<typeof ownReviewAssessment>>>

export const submitOwnReviewAnswers = async (
  { db, session }: Caller,
  { assessment, engagement, firer }: OwnReview,
  body: AnswerSubmission,
) => {
  if (body.submitted_by !== 'CONTRACTOR') throw Forbidden(CONTRACTOR_PORTAL_MESSAGES.clientAnswersOnly)
  checkSubmission(assessment, engagement, body)
  const set = await questionSetById(db, assessment.questionSetId)
  const answerIds = [...body.answer_ids]
  checkAnswers(set, answerIds, 'BOTH', body.submitted)
  const write = {
    assessmentId: assessment.id,
    engagement,
    body,
    set,
    answerIds,
    respondents: ['CLIENT', 'CONTRACTOR'] as const,
    session,
  }
  if (!body.submitted) {
    await saveDraftAnswers(db, { ...write, event: 'answers.save', firer, inProgressAnswerIds: answerIds })
    return assessment.id
  }
  await executeCommand({
    db,
    entity: engagementEntity,
    id: engagement.id,
    // Nobody else is waited for: no contractor step (the worker is the contractor) and no sign-off.
    event: { type: 'answers.submit', contractorQuestionsRemain: false },
    firer,
    auditPayload: { assessmentId: assessment.id, answers: answerIds.length },
    within: async (tx) => {
      await lockAndRecordAnswers(tx, write)
      await tx
        .update(assessments)
        .set({
          ...answerWriteStamp(body),
          ...(await concludedAssessment(tx, set, answerIds, engagement)),
          answerIds,
          inProgressAnswerIds: [],
          submittedBy: 'CONTRACTOR',
          assessorActorId: session.actorId,
        })
        .where(eq(assessments.id, assessment.id))
    },
  })
  return assessment.id
}
