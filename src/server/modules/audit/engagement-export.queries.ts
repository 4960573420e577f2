// What the full record of an engagement is read from: the audit trails of the engagement and of the records that
// belong to it, who answered each question, the issued SDS versions, the distributions with their receipts, and the
// disputes with their files and comments. Reads only; the export service shapes them for an inspector.
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm'
import { type Queryable, readAll } from '../../db/client.ts'
import {
  actors,
  answerHistory,
  assessments,
  auditEvents,
  disputeComments,
  disputeFiles,
  disputes,
  distributionReceipts,
  distributions,
  engagementReviewers,
  files,
  manualReviews,
  organisations,
  reviewerGroups,
  sdsDocuments,
} from '../../db/schema.ts'
import type { AuditEvent } from '../../workflow/audit-chain.ts'
import { manualReviewEntity } from '../manual-reviews/manual-review.entity.ts'

/** A person's name as recorded now; null once their details are erased. */
const personName = sql<string | null>`nullif(trim(concat_ws(' ', ${actors.firstName}, ${actors.lastName})), '')`

export type TrailOwner = { entityType: string; entityId: string }

/** The records of an engagement that keep audit trails of their own. */
export const trailOwnersOf = async (db: Queryable, engagementId: string): Promise<TrailOwner[]> => {
  const [assessmentIds, reviewerIds, distributionIds, disputeIds, manualReviewIds] = await readAll(db, [
    () => db.select({ id: assessments.id }).from(assessments).where(eq(assessments.engagementId, engagementId)),
    () =>
      db
        .select({ id: engagementReviewers.id })
        .from(engagementReviewers)
        .where(eq(engagementReviewers.engagementId, engagementId)),
    () => db.select({ id: distributions.id }).from(distributions).where(eq(distributions.engagementId, engagementId)),
    () => db.select({ id: disputes.id }).from(disputes).where(eq(disputes.engagementId, engagementId)),
    () => db.select({ id: manualReviews.id }).from(manualReviews).where(eq(manualReviews.engagementId, engagementId)),
  ])
  const owners = (entityType: string, rows: { id: string }[]) => rows.map(({ id }) => ({ entityType, entityId: id }))
  return [
    { entityType: 'engagement', entityId: engagementId },
    // Assessments have no trail of their own today; should they gain one, it is exported with the rest.
    ...owners('assessment', assessmentIds),
    ...owners('reviewer', reviewerIds),
    ...owners('distribution', distributionIds),
    ...owners('dispute', disputeIds),
    // The manual review's trail holds every override, with who made it and why.
    ...owners(manualReviewEntity.type, manualReviewIds),
  ]
}

/** Every event of those trails, each trail in order of its sequence. */
export const trailsOf = async (db: Queryable, owners: readonly TrailOwner[]): Promise<Map<string, AuditEvent[]>> => {
  const byOwner = new Map<string, AuditEvent[]>(owners.map((owner) => [ownerKey(owner), []]))
  if (owners.length === 0) return byOwner
  const rows = await db
    .select()
    .from(auditEvents)
    .where(
      or(
        ...owners.map((owner) =>
          and(eq(auditEvents.entityType, owner.entityType), eq(auditEvents.entityId, owner.entityId)),
        ),
      ),
    )
    .orderBy(asc(auditEvents.entityType), asc(auditEvents.entityId), asc(auditEvents.seq))
  for (const row of rows) byOwner.get(ownerKey(row))?.push(row)
  return byOwner
}

export const ownerKey = (owner: TrailOwner) => `${owner.entityType}/${owner.entityId}`

/** People's names by id; an erased person is missing from the map. */
export const namesOfActors = async (db: Queryable, ids: readonly (string | null | undefined)[]) => {
  const wanted = [...new Set(ids.filter((id): id is string => typeof id === 'string'))]
  if (wanted.length === 0) return new Map<string, string>()
  const rows = await db
    .select({ id: actors.id, firstName: actors.firstName, lastName: actors.lastName })
    .from(actors)
    .where(inArray(actors.id, wanted))
  return new Map(rows.map((row) => [row.id, [row.firstName, row.lastName].filter(Boolean).join(' ')]))
}

/** Each change of an assessment's answers, oldest first, with who made it and for which organisation. */
export const answerChangesOf = (db: Queryable, assessmentId: string) =>
  db
    .select({
      questionId: answerHistory.questionId,
      answerId: answerHistory.answerId,
      at: answerHistory.at,
      actor: personName,
      organisation: organisations.name,
    })
    .from(answerHistory)
    .leftJoin(actors, eq(actors.id, answerHistory.actorId))
    .leftJoin(organisations, eq(organisations.id, answerHistory.organisationId))
    .where(eq(answerHistory.assessmentId, assessmentId))
    .orderBy(asc(answerHistory.at), asc(answerHistory.id))

/** Every issued SDS version, oldest first, with where its bytes are stored. */
export const issuedSdsOf = (db: Queryable, engagementId: string) =>
  db
    .select({ sds: sdsDocuments, storageKey: files.storageKey, byteSize: files.byteSize })
    .from(sdsDocuments)
    .innerJoin(files, eq(files.id, sdsDocuments.fileId))
    .where(eq(sdsDocuments.engagementId, engagementId))
    .orderBy(asc(sdsDocuments.version))

/** Each party's copy of the SDS with every receipt (the version sent, its hash, and what became of it). */
export const distributionsOf = async (db: Queryable, engagementId: string) => {
  const parties = await db
    .select()
    .from(distributions)
    .where(eq(distributions.engagementId, engagementId))
    .orderBy(asc(distributions.createdAt), asc(distributions.id))
  const receipts = parties.length
    ? await db
        .select({ receipt: distributionReceipts, version: sdsDocuments.version, sdsSha256: sdsDocuments.sha256 })
        .from(distributionReceipts)
        .innerJoin(sdsDocuments, eq(sdsDocuments.id, distributionReceipts.sdsDocumentId))
        .where(
          inArray(
            distributionReceipts.distributionId,
            parties.map((party) => party.id),
          ),
        )
        .orderBy(asc(distributionReceipts.sentAt), asc(distributionReceipts.id))
    : []
  return parties.map((party) => ({
    party,
    receipts: receipts.filter(({ receipt }) => receipt.distributionId === party.id),
  }))
}

/** The disputes of an engagement, oldest first, with their files (and where the bytes are) and comments. */
export const disputesOf = async (db: Queryable, engagementId: string) => {
  const rows = await db
    .select({ dispute: disputes, party: distributions.party, partyEmail: distributions.email })
    .from(disputes)
    .leftJoin(distributions, eq(distributions.id, disputes.distributionId))
    .where(eq(disputes.engagementId, engagementId))
    .orderBy(asc(disputes.receivedAt), asc(disputes.id))
  const ids = rows.map(({ dispute }) => dispute.id)
  const [attached, comments] = ids.length
    ? await readAll(db, [
        () =>
          db
            .select({ disputeId: disputeFiles.disputeId, kind: disputeFiles.kind, file: files })
            .from(disputeFiles)
            .innerJoin(files, eq(files.id, disputeFiles.fileId))
            .where(inArray(disputeFiles.disputeId, ids))
            .orderBy(asc(disputeFiles.createdAt), asc(files.id)),
        () =>
          db
            .select({
              comment: disputeComments,
              actor: personName,
              organisation: organisations.name,
            })
            .from(disputeComments)
            .leftJoin(actors, eq(actors.id, disputeComments.actorId))
            .leftJoin(organisations, eq(organisations.id, disputeComments.organisationId))
            .where(inArray(disputeComments.disputeId, ids))
            .orderBy(asc(disputeComments.createdAt), asc(disputeComments.id)),
      ])
    : [[], []]
  return rows.map((row) => ({
    ...row,
    files: attached.filter((file) => file.disputeId === row.dispute.id),
    comments: comments.filter(({ comment }) => comment.disputeId === row.dispute.id),
  }))
}

/** The reviewer records of an engagement, oldest first, with who they are and who signed off. */
export const reviewerRecordsOf = (db: Queryable, engagementId: string) =>
  db
    .select({
      reviewer: engagementReviewers,
      organisation: organisations.name,
      group: reviewerGroups.name,
    })
    .from(engagementReviewers)
    .leftJoin(organisations, eq(organisations.id, engagementReviewers.organisationId))
    .leftJoin(reviewerGroups, eq(reviewerGroups.id, engagementReviewers.groupId))
    .where(eq(engagementReviewers.engagementId, engagementId))
    .orderBy(asc(engagementReviewers.createdAt), asc(engagementReviewers.id))
