// A reviewer finalises their review (spec part 2 §4 "Sign-off review", §6 "Reviewer finalisation acts on the
// current user's own reviewer record"): their record completes and the engagement moves on when it was the
// last; both in one transaction, with the engagement row locked so that two last reviewers cannot both think
// someone else is still to sign off. Opening a record early is the manual-review screen's own step.
import { and, eq } from 'drizzle-orm'
import { type EngagementReviewers, REVIEW_MESSAGES } from '#domain/reviewers'
import type { AccessTokenClaims } from '#domain/session'
import { reviewerMachine } from '#machines/reviewer.machine'
import { engagementStatus, signedOff, unopenedIndividual } from '#machines/state-map'
import type { Database, Transaction } from '../../db/client.ts'
import { engagementReviewers, engagements } from '../../db/schema.ts'
import { Conflict, Forbidden, NotFound } from '../../http/errors.ts'
import { executeCommand, mayFire, runCommand } from '../../workflow/engine.ts'
import { currentAssessmentOf } from '../assessments/assessments.queries.ts'
import { engagementEntity } from '../assessments/engagement.entity.ts'
import { engagementInReach } from '../assessments/engagement-access.ts'
import { finaliseManualReview } from '../manual-reviews/manual-review-records.ts'
import { addContractorPartyOnArrival } from '../sds/contractor-party.ts'
import { engagementReviewerList } from './engagement-reviewers.queries.ts'
import { reviewerEntity } from './reviewer.entity.ts'
import { recordsOfReviewer } from './reviewer-reach.queries.ts'
import { currentReviewersOf } from './reviewer-records.ts'

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

// Who may open a record early: the roles the reviewer machine names for review.open.
const openingRoles = () => {
  const transition = reviewerMachine.config.states?.created?.on?.['review.open'] as { meta?: { roles?: string[] } }
  return transition.meta?.roles ?? []
}

/** GET /api/assessments/engagements/{id}/reviewers: the panel's records, and whether the caller may open them. */
export const listReviewers = async ({ db, session }: Caller, engagementId: string): Promise<EngagementReviewers> => {
  const { firer } = await engagementInReach(db, session, engagementId, 'Engagements:Read')
  const items = await engagementReviewerList(db, engagementId, session.actorId)
  return {
    items,
    can_open: items.some(unopenedIndividual) && mayFire({ roles: openingRoles() }, firer),
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
    const others = (await currentReviewersOf(tx, engagementId)).filter((other) => other.id !== record.id)
    await runCommand(tx, {
      entity: engagementEntity,
      id: engagementId,
      event: { type: 'review.signOff', allSignedOff: others.every(signedOff) },
      firer,
      auditPayload: { reviewerId },
      within: async (inner, next) => {
        await runCommand(inner, {
          entity: reviewerEntity,
          id: record.id,
          event: { type: 'review.complete', actorId: session.actorId, actorIsGroupMember: record.groupId !== null },
          firer,
        })
        await inner
          .update(engagementReviewers)
          .set({ signedOffBy: session.actorId })
          .where(eq(engagementReviewers.id, record.id))
        await finaliseManualReview(inner, {
          reviewerId: record.id,
          assessmentId: (await currentAssessmentOf(inner, engagementId))?.id ?? null,
          firer,
        })
        await addContractorPartyOnArrival(inner, engagementId, next)
      },
    })
  })
}

/** POST .../reviewer/{reviewerId}/open: "Open assessment to reviewers" for a record still Created. */
export const openReviewer = async ({ db, session }: Caller, engagementId: string, reviewerId: string) => {
  const { firer } = await engagementInReach(db, session, engagementId, 'Engagements:Read')
  await recordOn(db, engagementId, reviewerId)
  await executeCommand({ db, entity: reviewerEntity, id: reviewerId, event: { type: 'review.open' }, firer })
}
