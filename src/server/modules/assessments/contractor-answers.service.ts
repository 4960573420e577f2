// A contractor's answers (submitted_by CONTRACTOR) while the engagement awaits them: only to their own
// questions, combined with the client's stored answers, which stay as the client gave them. Saving keeps
// the contractor's draft; submitting works out the result from both sides' answers and moves the engagement on.
import { eq } from 'drizzle-orm'
import type { AnswerSubmission } from '#domain/assessments'
import { CONTRACTOR_PORTAL_MESSAGES } from '#domain/contractor-portal'
import type { AccessTokenClaims } from '#domain/session'
import type { Database } from '../../db/client.ts'
import { assessments } from '../../db/schema.ts'
import { Forbidden, Invalid, NotFound } from '../../http/errors.ts'
import { runCommand } from '../../workflow/engine.ts'
import { findAssessment } from '../engagements/assessments.queries.ts'
import { contractorEngagementInReach } from '../engagements/contractor-access.ts'
import { engagementEntity } from '../engagements/engagement.entity.ts'
import { questionSetById } from '../engagements/question-sets.queries.ts'
import { ensureConsultancyReview } from '../reviews/reviewer-records.ts'
import { answersOf, checkAnswers, checkSubmission, concludedAssessment } from './answer-rules.ts'
import { answerWriteStamp, lockAndRecordAnswers, saveDraftAnswers } from './answer-writes.ts'
import { needsManualReviewFor } from './assessment-outcome.ts'

type Caller = { db: Database; session: AccessTokenClaims }

export const submitContractorAnswers = async (
  { db, session }: Caller,
  assessmentId: string,
  body: AnswerSubmission,
) => {
  const assessment = await findAssessment(db, assessmentId)
  // Someone else's assessment reads as missing, like someone else's engagement.
  if (!assessment) throw NotFound('The assessment')
  const { engagement, firer } = await contractorEngagementInReach(db, session, assessment.engagementId)
  if (body.submitted_by !== 'CONTRACTOR') throw Forbidden(CONTRACTOR_PORTAL_MESSAGES.clientAnswersOnly)
  checkSubmission(assessment, engagement, body)
  const set = await questionSetById(db, assessment.questionSetId)
  const clients = answersOf(set, body.answer_ids, 'CLIENT')
  if (clients.length > 0)
    throw Invalid(
      CONTRACTOR_PORTAL_MESSAGES.clientQuestionsRefused,
      clients.map((id) => ({ path: 'answer_ids', message: id })),
    )
  const answerIds = [...answersOf(set, assessment.answerIds, 'CLIENT'), ...body.answer_ids]
  checkAnswers(set, answerIds, 'CONTRACTOR', body.submitted)
  // The notes and the dissemination choice are the client's; a contractor's submission leaves them alone.
  const write = { assessmentId, engagement, body, set, answerIds, respondents: ['CONTRACTOR'] as const, session }

  if (!body.submitted) {
    await saveDraftAnswers(db, {
      ...write,
      event: 'contractorAnswers.save',
      firer,
      inProgressAnswerIds: body.answer_ids,
    })
    return assessmentId
  }
  const borderline = needsManualReviewFor(set, answerIds, engagement)
  await db.transaction(async (tx) => {
    // A result that needs the manual review puts the consultancy group on first: the engine then counts it.
    if (borderline) await ensureConsultancyReview(tx, engagement.id)
    await runCommand(tx, {
      entity: engagementEntity,
      id: engagement.id,
      event: { type: 'contractorAnswers.submit' },
      firer,
      auditPayload: { assessmentId, answers: body.answer_ids.length },
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
          })
          .where(eq(assessments.id, assessmentId))
      },
    })
  })
  return assessmentId
}
