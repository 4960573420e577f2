// A reviewer finalises their review (rules signoff.review,
// signoff.finalise): their record completes and the engagement moves on when it was the
// last; both in one transaction, with the engagement row locked so that two last reviewers cannot both think
// someone else is still to sign off. Opening a record early is the manual-review screen's own step.
import { and, eq } from 'drizzle-orm'
import { initialTransition } from 'xstate'
import { type EngagementReviewers, REVIEW_MESSAGES } from '#domain/reviewers'
import type { AccessTokenClaims } from '#domain/session'
import { reviewerMachine } from '#machines/reviewer.machine'
import { engagementStatus, unopenedIndividual } from '#machines/state-map'
import type { Database, Transaction } from '../../db/client.ts'
import { engagementReviewers, engagements } from '../../db/schema.ts'
import { Conflict, Forbidden, NotFound } from '../../http/errors.ts'
import { executeCommand, mayFire, runCommand } from '../../workflow/engine.ts'
import { currentAssessmentOf } from '../engagements/assessments.queries.ts'
import { engagementEntity } from '../engagements/engagement.entity.ts'
import { engagementInReach } from '../engagements/engagement-access.ts'
import { engagementReviewerList } from '../engagements/engagement-reviewers.queries.ts'
import { recordsOfReviewer } from '../engagements/reviewer-reach.queries.ts'
import { finaliseManualReview } from '../manual-reviews/manual-review-records.ts'
import { reviewerEntity } from './reviewer.entity.ts'

type Caller = { db: Database; session: AccessTokenClaims }

const recordOn = async (db: Database | Transaction, engagementId: string, reviewerId: string) => {
  const record = (
    await db
      .select()
      .from(engagementReviewers)
      .where(and(eq(engagementReviewers.id, reviewerId), eq(engagementReviewers.engagementId, engagementId)))
  )[0]
  if (!record) throw NotFound('The reviewer')
  return record
}

// Who may open a record early: whoever the reviewer machine lets open a record still Created.
const CREATED_RECORD = initialTransition(reviewerMachine, { actorId: null, groupId: null, mandatorySignOff: false })[0]

/** GET /api/assessments/engagements/{id}/reviewers: the panel's records, and whether the caller may open them. */
export const listReviewers = async ({ db, session }: Caller, engagementId: string): Promise<EngagementReviewers> => {
  const { firer } = await engagementInReach(db, session, engagementId, 'Engagements:Read')
  const items = await engagementReviewerList(db, engagementId, session.actorId)
  return {
    items,
    can_open:
      items.some(unopenedIndividual) && mayFire(reviewerMachine, CREATED_RECORD, { type: 'review.open' }, firer),
  }
}

/** POST .../reviewer/{reviewerId}/signoff: the caller's own record (or their group's) completes. */
export const signOff = async ({ db, session }: Caller, engagementId: string, reviewerId: string) => {
  const { firer } = await engagementInReach(db, session, engagementId, 'Reviews:SignOff')
  await db.transaction(async (tx) => {
    const engagement = (await tx.select().from(engagements).where(eq(engagements.id, engagementId)).for('update'))[0]!
    const record = await recordOn(tx, engagementId, reviewerId)
    if (!(await recordsOfReviewer(tx, engagementId, session.actorId)).includes(record.id))
      throw Forbidden(REVIEW_MESSAGES.notYourReview)
    if (!engagementStatus.hasTag(engagement.status, 'inReview')) throw Conflict(REVIEW_MESSAGES.notReviewing)
    // The record completes first, so that the engagement's fact (every reviewer signed off?) is read with it.
    await runCommand(tx, {
      entity: reviewerEntity,
      id: record.id,
      event: { type: 'review.complete', actorId: session.actorId, actorIsGroupMember: record.groupId !== null },
      firer,
    })
    await tx
      .update(engagementReviewers)
      .set({ signedOffBy: session.actorId })
      .where(eq(engagementReviewers.id, record.id))
    await finaliseManualReview(tx, {
      reviewerId: record.id,
      assessmentId: (await currentAssessmentOf(tx, engagementId))?.id ?? null,
      firer,
    })
    await runCommand(tx, {
      entity: engagementEntity,
      id: engagementId,
      event: { type: 'review.signOff' },
      firer,
      auditPayload: { reviewerId },
    })
  })
}

/** POST .../reviewer/{reviewerId}/open: "Open assessment to reviewers" for a record still Created. */
export const openReviewer = async ({ db, session }: Caller, engagementId: string, reviewerId: string) => {
  const { firer } = await engagementInReach(db, session, engagementId, 'Engagements:Read')
  await recordOn(db, engagementId, reviewerId)
  await executeCommand({ db, entity: reviewerEntity, id: reviewerId, event: { type: 'review.open' }, firer })
}
