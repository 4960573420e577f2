// Reopen, cancel a reopening, reassess and move to a newer question set (rules lifecycle.reopen,
// lifecycle.reassess, api.question-sets). Each is an engagement-machine event; the assessment rows it implies are written in the
// same transaction, so the status and the current assessment never disagree.
import { and, eq, sql } from 'drizzle-orm'
import { ENGAGEMENT_MESSAGES } from '#domain/assessments'
import { findAnswer } from '#domain/questionnaire'
import type { AccessTokenClaims } from '#domain/session'
import { type Database, type Queryable, readAll, type Transaction } from '../../db/client.ts'
import { isUniqueViolation } from '../../db/errors.ts'
import { assessments } from '../../db/schema.ts'
import { AppError, Conflict, NotFound } from '../../http/errors.ts'
import { executeCommand } from '../../workflow/engine.ts'
import { findAssessment, lockAssessment } from '../engagements/assessments.queries.ts'
import { engagementEntity } from '../engagements/engagement.entity.ts'
import { engagementInReach, successorOf } from '../engagements/engagement-access.ts'
import { assessorEngagementInReach } from '../engagements/own-review-access.ts'
import { latestQuestionSet, questionSetById } from '../engagements/question-sets.queries.ts'
import { insertAssessment } from './create-engagement.service.ts'
import { createEngagement } from './engagement-commands.service.ts'

type Caller = { db: Database; session: AccessTokenClaims }

const setStanding = (tx: Transaction, id: string, standing: string) =>
  tx
    .update(assessments)
    .set({ standing, version: sql`${assessments.version} + 1`, updatedAt: new Date() })
    .where(eq(assessments.id, id))

const currentLocked = async (tx: Transaction, engagementId: string) => {
  const current = (
    await tx
      .select()
      .from(assessments)
      .where(and(eq(assessments.engagementId, engagementId), eq(assessments.standing, 'current')))
      .for('update')
  )[0]
  if (!current) throw Conflict('This engagement has no assessment yet.')
  return current
}

/** The rows of a reopening: a new current assessment starts from the previous answers, which stays on record. */
export const reopenCurrentAssessment = async (tx: Transaction, engagementId: string) => {
  const previous = await currentLocked(tx, engagementId)
  await setStanding(tx, previous.id, 'superseded')
  await insertAssessment(tx, {
    engagementId,
    questionSetId: previous.questionSetId,
    inProgressAnswerIds: previous.answerIds,
    previousAssessmentId: previous.id,
  })
}

/** Reopen a completed assessment. */
export const reopenEngagement = async ({ db, session }: Caller, engagementId: string) => {
  const { firer } = await assessorEngagementInReach(db, session, engagementId, 'Assessments:Update')
  const result = await executeCommand({
    db,
    entity: engagementEntity,
    id: engagementId,
    // The machine's reopenAssessment writes the new assessment.
    event: { type: 'engagement.reopen' },
    firer,
  })
  return { id: engagementId, status: engagementEntity.describe(result.snapshot), version: result.version }
}

/** Cancel a reopening: the reopened assessment is set aside and the previous one is current again. */
export const cancelReopenedAssessment = async ({ db, session }: Caller, assessmentId: string) => {
  const assessment = await findAssessment(db, assessmentId)
  if (!assessment) throw NotFound('The assessment')
  const { firer } = await assessorEngagementInReach(db, session, assessment.engagementId, 'Assessments:Update')
  let restored = ''
  await executeCommand({
    db,
    entity: engagementEntity,
    id: assessment.engagementId,
    event: { type: 'assessment.cancelReopen' },
    firer,
    auditPayload: { assessmentId },
    within: async (tx) => {
      const locked = await lockAssessment(tx, assessmentId)
      if (locked?.standing !== 'current' || !locked.previousAssessmentId)
        throw Conflict(ENGAGEMENT_MESSAGES.notCurrentAssessment)
      await setStanding(tx, locked.id, 'cancelled')
      await setStanding(tx, locked.previousAssessmentId, 'current')
      restored = locked.previousAssessmentId
    },
  })
  return restored
}

/** 409 naming the engagement's successor when it has been reassessed already. */
const refuseSecondReassessment = async (db: Queryable, engagementId: string) => {
  const successor = await successorOf(db, engagementId)
  if (successor) throw Conflict(ENGAGEMENT_MESSAGES.alreadyReassessed(successor))
}

/**
 * Reassess now: a new engagement with the same details in Started, carrying reassessed_from_id. Once only: a
 * second call is answered 409 naming the successor. The unique index on reassessed_from_id decides between
 * calls at the same moment; the check inside the transaction gives the common case its answer without one.
 */
export const reassessEngagement = async ({ db, session }: Caller, engagementId: string) => {
  const { engagement, firer } = await engagementInReach(db, session, engagementId, 'Engagements:Create')
  const set = await latestQuestionSet(db, engagement.questionSetTypeCode)
  let newId = ''
  await executeCommand({
    db,
    entity: engagementEntity,
    id: engagementId,
    event: { type: 'engagement.reassess' },
    firer,
    within: async (tx) => {
      await refuseSecondReassessment(tx, engagementId)
      newId = await createEngagement({
        tx,
        firer,
        engagement: {
          organisationId: engagement.organisationId,
          name: engagement.name,
          type: 'Contractor',
          questionSetTypeCode: set.type_code,
          contractorId: engagement.contractorId,
          roleId: engagement.roleId,
          agencyId: engagement.agencyId,
          endClientId: engagement.endClientId,
          endClientText: engagement.endClientText,
          sdsProvider: engagement.sdsProvider,
          reassessmentFrequencyId: engagement.reassessmentFrequencyId,
          reassessedFromId: engagementId,
          startDate: engagement.startDate,
          endDate: engagement.endDate,
          dailyRatePence: engagement.dailyRatePence,
          invoicingFrequency: engagement.invoicingFrequency,
          paymentTermsDays: engagement.paymentTermsDays,
          scottishTaxpayer: engagement.scottishTaxpayer,
          clientSize: engagement.clientSize,
          deductibleExpensesPence: engagement.deductibleExpensesPence,
        },
      })
      await insertAssessment(tx, { engagementId: newId, questionSetId: set.id })
    },
  }).catch(async (error: unknown) => {
    // Another call's successor committed first (its insert, or its change of this engagement, won): name it,
    // which the failed transaction could not read.
    if (isUniqueViolation(error) || (error instanceof AppError && error.status === 409))
      await refuseSecondReassessment(db, engagementId)
    throw error
  })
  return { id: newId }
}

/**
 * POST /api/assessments/assessments/{id}/update/{questionSetId}: answer a newer version; answers that still exist
 * are kept. The engagement machine decides when (only while answers are being written).
 */
export const updateQuestionSet = async ({ db, session }: Caller, assessmentId: string, questionSetId: string) => {
  const assessment = await findAssessment(db, assessmentId)
  if (!assessment) throw NotFound('The assessment')
  const { firer } = await engagementInReach(db, session, assessment.engagementId, 'Assessments:Update')
  const [from, to] = await readAll(db, [
    () => questionSetById(db, assessment.questionSetId),
    () => questionSetById(db, questionSetId),
  ])
  if (to.type_code !== from.type_code)
    throw Conflict(`This assessment is answered with the ${from.type_code} question set.`)
  const kept = (ids: readonly string[]) => ids.filter((id) => findAnswer(to, id))
  await executeCommand({
    db,
    entity: engagementEntity,
    id: assessment.engagementId,
    event: { type: 'questionSet.update' },
    firer,
    auditPayload: { assessmentId, from: from.version, to: to.version },
    within: async (tx) => {
      const locked = await lockAssessment(tx, assessmentId)
      if (locked?.standing !== 'current') throw Conflict(ENGAGEMENT_MESSAGES.notCurrentAssessment)
      await tx
        .update(assessments)
        .set({
          questionSetId: to.id,
          inProgressAnswerIds: kept(locked.inProgressAnswerIds),
          answerIds: kept(locked.answerIds),
          version: sql`${assessments.version} + 1`,
          updatedAt: new Date(),
        })
        .where(eq(assessments.id, assessmentId))
    },
  })
}
