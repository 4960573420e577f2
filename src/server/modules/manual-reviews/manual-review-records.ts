// The manual review items follow the consultancy group's reviewer records (rule
// records.manual-review-item): an item is made when the group's record on an engagement is opened (that moment is its
// "review submitted"), opened again and re-dated when a reset opens the record anew, and closed with the record when a
// member finalises. Called inside the transaction that moves the reviewer record.
import { and, eq, sql } from 'drizzle-orm'
import { PARTY } from '#machines/meta'
import { manualReviewStatus } from '#machines/state-map'
import type { Queryable, Transaction } from '../../db/client.ts'
import { comments, manualReviews, reviewerGroups } from '../../db/schema.ts'
import { type Firer, persist, runCommand, startEntity } from '../../workflow/engine.ts'
import { manualReviewEntity, manualReviewStatusOf } from './manual-review.entity.ts'

const SYSTEM_FIRER: Firer = { actorId: null, roles: [PARTY.system] }

type GroupRecord = { id: string; engagementId: string; groupId: string | null }

/** The provider's consultancy group: the one offered to every organisation. */
export const consultancyGroup = async (db: Queryable) =>
  (await db.select().from(reviewerGroups).where(eq(reviewerGroups.offeredToAll, true)).limit(1))[0] ?? null

const isConsultancyRecord = async (db: Queryable, record: GroupRecord) => {
  if (!record.groupId) return false
  const group = (
    await db
      .select({ offeredToAll: reviewerGroups.offeredToAll })
      .from(reviewerGroups)
      .where(eq(reviewerGroups.id, record.groupId))
  )[0]
  return group?.offeredToAll === true
}

export const manualReviewOf = async (db: Queryable, reviewerId: string) =>
  (await db.select().from(manualReviews).where(eq(manualReviews.id, reviewerId)))[0] ?? null

/** The group's record has just been opened (or reset and opened): its item appears, or opens again, in the queue. */
export const openManualReview = async (tx: Transaction, record: GroupRecord) => {
  if (!(await isConsultancyRecord(tx, record))) return
  const existing = await manualReviewOf(tx, record.id)
  if (!existing) {
    await startEntity({
      tx,
      entity: manualReviewEntity,
      id: record.id,
      input: undefined,
      firer: SYSTEM_FIRER,
      eventType: 'review.submit',
      auditPayload: { engagementId: record.engagementId },
      insert: async (initial) => {
        await tx.insert(manualReviews).values({
          id: record.id,
          engagementId: record.engagementId,
          state: persist(initial),
          status: manualReviewStatusOf(initial),
        })
      },
    })
    return
  }
  if (!manualReviewStatus.hasTag(existing.status, 'underReview'))
    await runCommand(tx, {
      entity: manualReviewEntity,
      id: record.id,
      event: { type: 'review.reset' },
      firer: SYSTEM_FIRER,
    })
  await tx.update(manualReviews).set({ reviewSubmittedAt: new Date() }).where(eq(manualReviews.id, record.id))
}

/** The unresolved comment threads of an assessment: what the finaliser was warned of. */
const unresolvedComments = async (db: Queryable, assessmentId: string | null) => {
  if (!assessmentId) return 0
  const rows = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(comments)
    .where(and(eq(comments.assessmentId, assessmentId), eq(comments.resolved, false)))
  return Number(rows[0]?.count ?? 0)
}

/**
 * A member finalises the group's record (the sign-off call, whose body carries the ticked "finished reviewing"
 * box and follows the accepted prompt): the item closes in the same transaction.
 */
export const finaliseManualReview = async (
  tx: Transaction,
  options: { reviewerId: string; assessmentId: string | null; firer: Firer },
) => {
  const item = await manualReviewOf(tx, options.reviewerId)
  if (!item || !manualReviewStatus.hasTag(item.status, 'underReview')) return
  await runCommand(tx, {
    entity: manualReviewEntity,
    id: item.id,
    event: {
      type: 'review.finalise',
      finishedReviewing: true,
      confirmed: true,
      unresolvedComments: await unresolvedComments(tx, options.assessmentId),
    },
    firer: options.firer,
  })
}
