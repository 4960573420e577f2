// POST /api/assessments/assessments/{id}/retract: the client withdraws the contractor's questions while the
// engagement awaits the contractor. The result is worked out from the client's answers alone and the
// contractor's unsubmitted draft is dropped; the engagement moves on through contractorQuestions.retract.
import { eq, sql } from 'drizzle-orm'
import { RETRACT_MESSAGES } from '#domain/contractor-portal'
import type { AccessTokenClaims } from '#domain/session'
import type { Database } from '../../db/client.ts'
import { assessments } from '../../db/schema.ts'
import { Conflict, NotFound } from '../../http/errors.ts'
import { runCommand } from '../../workflow/engine.ts'
import { findAssessment } from '../engagements/assessments.queries.ts'
import { engagementEntity } from '../engagements/engagement.entity.ts'
import { type EngagementRow, engagementInReach } from '../engagements/engagement-access.ts'
import { questionSetById } from '../engagements/question-sets.queries.ts'
import { ensureConsultancyReview } from '../reviews/reviewer-records.ts'
import { answersOf, checkCurrent, concludedAssessment, lockedCurrent } from './answer-rules.ts'
import { needsManualReviewFor } from './assessment-outcome.ts'

type Caller = { db: Database; session: AccessTokenClaims }

// The machine takes a retraction only while the contractor is answering (whatever the facts it then routes on).
const awaitingContractor = (engagement: Pick<EngagementRow, 'state'>) => {
  const snapshot = engagementEntity.machine.resolveState(engagement.state as never)
  if (!snapshot.can({ type: 'contractorQuestions.retract', hasReviewers: false }))
    throw Conflict(RETRACT_MESSAGES.notAwaiting)
}

export const retractContractorQuestions = async (
  { db, session }: Caller,
  assessmentId: string,
  expectedVersion: number | null,
) => {
  const assessment = await findAssessment(db, assessmentId)
  if (!assessment) throw NotFound('The assessment')
  const { engagement, firer } = await engagementInReach(db, session, assessment.engagementId, 'Assessments:Update')
  const version = expectedVersion ?? undefined
  checkCurrent(assessment, engagement, version)
  // The spec's own words rather than the engine's generic refusal; the engine checks again under the lock.
  awaitingContractor(engagement)
  const set = await questionSetById(db, assessment.questionSetId)
  const borderline = needsManualReviewFor(set, answersOf(set, assessment.answerIds, 'CLIENT'), engagement)
  await db.transaction(async (tx) => {
    // A result that needs the manual review puts the consultancy group on first: the engine then counts it.
    if (borderline) await ensureConsultancyReview(tx, engagement.id)
    await runCommand(tx, {
      entity: engagementEntity,
      id: engagement.id,
      event: { type: 'contractorQuestions.retract' },
      firer,
      auditPayload: { assessmentId },
      within: async (tx) => {
        const row = await lockedCurrent(tx, assessmentId, (locked) => checkCurrent(locked, engagement, version))
        const clientAnswers = answersOf(set, row.answerIds, 'CLIENT')
        await tx
          .update(assessments)
          .set({
            ...(await concludedAssessment(tx, set, clientAnswers, engagement)),
            answerIds: clientAnswers,
            inProgressAnswerIds: [],
            version: sql`${assessments.version} + 1`,
            updatedAt: new Date(),
          })
          .where(eq(assessments.id, assessmentId))
      },
    })
  })
  return assessmentId
}
