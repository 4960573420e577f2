// A contractor's answers (submitted_by CONTRACTOR) while the engagement awaits them: only to their own
// questions, combined with the client's stored answers, which stay as the client gave them. Saving keeps
// the contractor's draft; submitting works out the result from both sides' answers and moves the engagement on.
import { eq, sql } from 'drizzle-orm'
import type { AnswerSubmission } from '#domain/assessments'
import { CONTRACTOR_PORTAL_MESSAGES } from '#domain/contractor-portal'
import type { AccessTokenClaims } from '#domain/session'
import type { Database } from '../../db/client.ts'
import { assessments } from '../../db/schema.ts'
import { Forbidden, Invalid, NotFound } from '../../http/errors.ts'
import { executeCommand } from '../../workflow/engine.ts'
import { hasReviewers, openReviewsOnArrival } from '../reviews/reviewer-records.ts'
import { recordAnswerChanges } from './answer-history.ts'
import { answersOf, checkAnswers, checkSubmission, concludedAssessment, lockedCurrent } from './answer-rules.ts'
import { findAssessment } from './assessments.queries.ts'
import { contractorEngagementInReach } from './contractor-access.ts'
import { engagementEntity } from './engagement.entity.ts'
import { questionSetById } from './question-sets.queries.ts'

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
  const common = {
    lastCategoryId: body.last_category_id ?? null,
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
      respondent: 'CONTRACTOR',
      session,
      engagementOrganisationId: engagement.organisationId,
    })
  }
  const auditPayload = { assessmentId, answers: body.answer_ids.length }

  if (!body.submitted) {
    await executeCommand({
      db,
      entity: engagementEntity,
      id: engagement.id,
      event: { type: 'contractorAnswers.save' },
      firer,
      auditPayload,
      within: async (tx) => {
        await lockedAndChecked(tx)
        await tx
          .update(assessments)
          .set({ ...common, inProgressAnswerIds: [...body.answer_ids] })
          .where(eq(assessments.id, assessmentId))
      },
    })
    return assessmentId
  }
  await executeCommand({
    db,
    entity: engagementEntity,
    id: engagement.id,
    event: { type: 'contractorAnswers.submit', hasReviewers: await hasReviewers(db, engagement.id) },
    firer,
    auditPayload,
    within: async (tx, next) => {
      await lockedAndChecked(tx)
      await tx
        .update(assessments)
        .set({
          ...common,
          ...(await concludedAssessment(tx, set, answerIds, engagement)),
          answerIds,
          inProgressAnswerIds: [],
          submittedBy: 'CONTRACTOR',
        })
        .where(eq(assessments.id, assessmentId))
      await openReviewsOnArrival(tx, engagement.id, next)
    },
  })
  return assessmentId
}
