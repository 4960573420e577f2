// An engagement's disputes as the wire shows them (rule records.dispute): their clocks in London days,
// the client's answer, the files of each side, the comments, and what the caller may do, asked of the machines.
import { and, asc, desc, eq, inArray } from 'drizzle-orm'
import { disputeClockAt, disputeDaysLeft, disputeLastDay, londonDayOf } from '#domain/dispute-clock'
import {
  DISPUTE_STATUSES,
  type DisputeCommentWire,
  type DisputeFileItemWire,
  type DisputeWire,
  statusByCode,
} from '#domain/sds-distribution'
import type { DisputeContext } from '#machines/dispute.machine'
import { disputeStatus } from '#machines/state-map'
import { type Queryable, readAll } from '../../db/client.ts'
import { actors, disputeComments, disputeFiles, disputes, files, organisations } from '../../db/schema.ts'
import { mayFire } from '../../workflow/engine.ts'
import { disputeEntity } from './dispute.entity.ts'
import { type DisputeCaller, isOwnDispute } from './dispute-access.ts'

export type DisputeRow = typeof disputes.$inferSelect

export const disputeRowsOf = (db: Queryable, engagementId: string) =>
  db.select().from(disputes).where(eq(disputes.engagementId, engagementId)).orderBy(desc(disputes.receivedAt))

export const disputeRowById = async (db: Queryable, engagementId: string, disputeId: string) =>
  (
    await db
      .select()
      .from(disputes)
      .where(and(eq(disputes.id, disputeId), eq(disputes.engagementId, engagementId)))
  )[0]

/** The disputes a caller sees: the client's people all of them, a party only its own. */
export const visibleDisputes = (caller: DisputeCaller, rows: readonly DisputeRow[]) =>
  caller.kind === 'client' || caller.kind === 'viewer' ? [...rows] : rows.filter((row) => isOwnDispute(caller, row))

export const filesOfDisputes = async (db: Queryable, disputeIds: readonly string[]) =>
  disputeIds.length === 0
    ? []
    : db
        .select({
          id: files.id,
          name: files.originalName,
          disputeId: disputeFiles.disputeId,
          kind: disputeFiles.kind,
          created: disputeFiles.createdAt,
        })
        .from(disputeFiles)
        .innerJoin(files, eq(files.id, disputeFiles.fileId))
        .where(inArray(disputeFiles.disputeId, [...disputeIds]))
        .orderBy(asc(disputeFiles.createdAt))

const fullName = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(' ').trim()

const commentsOf = async (db: Queryable, disputeIds: readonly string[]) =>
  disputeIds.length === 0
    ? []
    : db
        .select({
          comment: disputeComments,
          firstName: actors.firstName,
          lastName: actors.lastName,
          email: actors.email,
          organisation: organisations.name,
        })
        .from(disputeComments)
        .leftJoin(actors, eq(actors.id, disputeComments.actorId))
        .leftJoin(organisations, eq(organisations.id, disputeComments.organisationId))
        .where(inArray(disputeComments.disputeId, [...disputeIds]))
        .orderBy(asc(disputeComments.createdAt))

const respondersOf = async (db: Queryable, actorIds: readonly string[]) =>
  actorIds.length === 0
    ? new Map<string, string>()
    : new Map(
        (
          await db
            .select({ id: actors.id, firstName: actors.firstName, lastName: actors.lastName, email: actors.email })
            .from(actors)
            .where(inArray(actors.id, [...actorIds]))
        ).map((a) => [a.id, fullName(a.firstName, a.lastName) || a.email]),
      )

/** Who may respond: the machine allows an answer now and its meta names the caller's roles. */
const mayRespond = (caller: DisputeCaller, row: DisputeRow) => {
  if (caller.kind !== 'client') return false
  const snapshot = disputeEntity.machine.resolveState(row.state as never)
  return mayFire(
    disputeEntity.machine,
    snapshot,
    { type: 'dispute.uphold', details: 'probe', fileIds: [] },
    caller.firer,
  )
}

export const toFileItem = (
  file: { id: string; name: string | null; kind: 'dispute' | 'response'; created: Date },
  fileUrl: (id: string) => string,
): DisputeFileItemWire => ({
  id: file.id,
  name: file.name ?? file.id,
  url: fileUrl(file.id),
  kind: file.kind,
  created: file.created.toISOString(),
})

export const toDisputeWires = async (
  db: Queryable,
  caller: DisputeCaller,
  rows: readonly DisputeRow[],
  options: { fileUrl: (id: string) => string; now?: Date },
): Promise<DisputeWire[]> => {
  const now = options.now ?? new Date()
  const ids = rows.map((row) => row.id)
  const [fileRows, commentRows, responders] = await readAll(db, [
    () => filesOfDisputes(db, ids),
    () => commentsOf(db, ids),
    () =>
      respondersOf(
        db,
        rows.flatMap((row) => (row.respondedBy ? [row.respondedBy] : [])),
      ),
  ])
  return rows.map((row) => {
    const context = (row.state as { context: DisputeContext }).context
    const open = disputeStatus.hasTag(row.status, 'awaitingResponse')
    const clock = disputeClockAt(row.receivedAt, now)
    const participant = caller.kind === 'client' || isOwnDispute(caller, row)
    const filesOf = (kind: 'dispute' | 'response') =>
      fileRows
        .filter((file) => file.disputeId === row.id && file.kind === kind)
        .map((file) => {
          const { kind: _kind, created: _created, ...wire } = toFileItem(file, options.fileUrl)
          return wire
        })
    const comments: DisputeCommentWire[] = commentRows
      .filter(({ comment }) => comment.disputeId === row.id)
      .map(({ comment, firstName, lastName, email, organisation }) => ({
        id: comment.id,
        name: fullName(firstName, lastName) || email || comment.partyEmail || 'Former user',
        organisation_name: organisation,
        created: comment.createdAt.toISOString(),
        details: comment.details,
      }))
    return {
      id: row.id,
      name: row.raisedBy ?? 'The contractor',
      details: row.details,
      organisation_id: row.organisationId,
      distribution_id: row.distributionId,
      contractor_id: row.contractorId,
      status: statusByCode(DISPUTE_STATUSES, row.status),
      created: row.receivedAt.toISOString(),
      received_on: londonDayOf(row.receivedAt),
      last_day: disputeLastDay(row.receivedAt),
      days_left: disputeDaysLeft(row.receivedAt, now),
      due_soon: open && (context.dueSoon || clock.dueSoon),
      overdue: context.overdue || (open && clock.overdue),
      resolution: row.resolution,
      response:
        row.resolution && row.respondedAt
          ? {
              details: row.responseDetails ?? '',
              by: row.respondedBy ? (responders.get(row.respondedBy) ?? null) : null,
              at: row.respondedAt.toISOString(),
              new_sds_from: row.newSdsFrom,
            }
          : null,
      files: filesOf('dispute'),
      response_files: filesOf('response'),
      comments,
      can: { respond: mayRespond(caller, row), comment: participant, add_files: open && participant },
    }
  })
}
