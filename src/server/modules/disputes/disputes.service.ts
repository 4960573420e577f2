// Disputes of an SDS (rules disputes.screens, sds.acknowledge-dispute, disputes.reason,
// api.distribution; s.61T ITEPA 2003): a party raises one on its own copy, with text and/or files;
// the end client upholds the SDS with reasons or withdraws it, naming the day the new SDS applies from; both
// sides comment. Each decision is a machine event, and every record it moves moves in one transaction.
import { randomUUID } from 'node:crypto'
import { and, eq, inArray, isNull, ne } from 'drizzle-orm'
import type { Logger } from 'pino'
import { changesOf } from '#domain/patch'
import {
  DISPUTE_FLOW_MESSAGES,
  DISPUTE_MESSAGES,
  DISPUTE_STATUSES,
  DISTRIBUTION_MESSAGES,
  DISTRIBUTION_STATUSES,
  type DisputeComment,
  type DisputeFileItemWire,
  type DisputeWire,
  type DisputingDistributionWire,
  type RaiseDispute,
  RESOLVED_STATUS_ID,
  type ResolveDispute,
  statusByCode,
} from '#domain/sds-distribution'
import type { AccessTokenClaims } from '#domain/session'
import { hasReasonOrFiles } from '#machines/dispute.machine'
import { disputeStatus, distributionStatus } from '#machines/state-map'
import type { Database, Queryable, Transaction } from '../../db/client.ts'
import { disputeComments, disputeFiles, disputes, distributions, files, sdsDocuments } from '../../db/schema.ts'
import { Conflict, Forbidden, Invalid, NotFound } from '../../http/errors.ts'
import type { UploadedFile } from '../../http/upload.ts'
import { enabledTransition, mayFire, runCommand } from '../../workflow/engine.ts'
import { engagementEntity } from '../engagements/engagement.entity.ts'
import type { BlobStore } from '../files/blob-store.ts'
import { checkedDocument } from '../files/document-upload.ts'
import type { NewFile } from '../files/files.queries.ts'
import { newFileRow, removeBytes, type StoredFile, withBytes } from '../files/stored-files.ts'
import { distributionEntity, distributionStatusOf } from '../sds/distribution.entity.ts'
import { disputeEntity } from './dispute.entity.ts'
import { type DisputeCaller, disputeCallerOf, isOwnDispute, type PartyCaller } from './dispute-access.ts'
import {
  type DisputeRow,
  disputeRowById,
  disputeRowsOf,
  filesOfDisputes,
  toDisputeWires,
  toFileItem,
  visibleDisputes,
} from './disputes.queries.ts'
import { raiseDispute } from './raise-dispute.service.ts'

export const DISPUTE_FILE_KIND = 'dispute-file'
const THE_DISPUTE = 'The dispute'
const THE_FILE = 'The file'

type Files = { blobs: BlobStore; logger: Logger }

/** How a caller's list names a file: the session's download address, or the party's link address. */
export type FileUrl = (fileId: string) => string
export const sessionFileUrl: FileUrl = (id) => `/api/files/files/${id}`

// ---- Files: checked, stored, then recorded with the command (and their bytes removed if it fails) ----

type PreparedFiles = { rows: NewFile[]; storageKeys: string[] }

const storeUploads = async (
  { blobs }: Files,
  uploads: readonly UploadedFile[],
  organisationId: string,
  createdBy: string | null,
): Promise<PreparedFiles> => {
  const checked = await Promise.all(uploads.map((upload) => checkedDocument(upload)))
  const prepared: PreparedFiles = { rows: [], storageKeys: [] }
  for (const { file, contentType } of checked) {
    const id = randomUUID()
    const storageKey = `${DISPUTE_FILE_KIND}/${id}`
    await blobs.put(storageKey, file.bytes)
    prepared.storageKeys.push(storageKey)
    prepared.rows.push(
      newFileRow({
        id,
        organisationId,
        kind: DISPUTE_FILE_KIND,
        contentType,
        bytes: file.bytes,
        storageKey,
        name: file.name,
        createdBy,
      }),
    )
  }
  return prepared
}

const recordingUploads = async <T>(
  deps: Files,
  prepared: PreparedFiles,
  record: (rows: NewFile[]) => Promise<T>,
): Promise<T> => {
  try {
    return await record(prepared.rows)
  } catch (error) {
    for (const key of prepared.storageKeys) await removeBytes(deps.blobs, deps.logger, key)
    throw error
  }
}

// ---- Reading ----

export const listDisputes = async (db: Queryable, caller: DisputeCaller, fileUrl: FileUrl): Promise<DisputeWire[]> =>
  toDisputeWires(db, caller, visibleDisputes(caller, await disputeRowsOf(db, caller.engagement.id)), { fileUrl })

/** The dispute as the caller may see it; 404 for another party's, so its id tells nothing. */
const visibleDispute = async (db: Queryable, caller: DisputeCaller, disputeId: string) => {
  const row = await disputeRowById(db, caller.engagement.id, disputeId)
  if (!row || visibleDisputes(caller, [row]).length === 0) throw NotFound(THE_DISPUTE)
  return row
}

export const disputeWire = async (db: Queryable, caller: DisputeCaller, disputeId: string, fileUrl: FileUrl) =>
  (await toDisputeWires(db, caller, [await visibleDispute(db, caller, disputeId)], { fileUrl }))[0]!

/** The caller's own copy as far as disputing goes; null for the client's people, or before the SDS reached them. */
export const disputingDistribution = async (
  db: Queryable,
  caller: DisputeCaller,
): Promise<DisputingDistributionWire | null> => {
  if (caller.kind !== 'contractor' && caller.kind !== 'supplyChain') return null
  const rows = caller.distributionIds.length
    ? await db
        .select()
        .from(distributions)
        .where(inArray(distributions.id, [...caller.distributionIds]))
    : []
  const row = rows.find((candidate) => distributionStatus.hasTag(candidate.status, 'onList')) ?? rows[0]
  if (!row) return null
  const snapshot = distributionEntity.machine.resolveState(row.state as never)
  return {
    id: row.id,
    party: row.party,
    status: statusByCode(DISTRIBUTION_STATUSES, distributionStatusOf(snapshot).code),
    can: {
      dispute: mayFire(
        distributionEntity.machine,
        snapshot,
        { type: 'distribution.dispute', details: 'probe', fileIds: [] },
        caller.firer,
      ),
    },
  }
}

// ---- Raising ----

/**
 * The party raises a dispute on its own copy (organisation_id: the organisation that issued the SDS;
 * distribution_id: the caller's own distribution), with the files sent in the same request.
 */
export const raisePartyDispute = async (
  deps: Files & { db: Database },
  caller: PartyCaller,
  body: RaiseDispute,
  uploads: readonly UploadedFile[],
) => {
  const { engagement } = caller
  if (body.organisation_id !== engagement.organisationId) throw Invalid(DISPUTE_FLOW_MESSAGES.organisationMismatch)
  if (!caller.distributionIds.includes(body.distribution_id)) throw Forbidden(DISTRIBUTION_MESSAGES.notYourDistribution)
  if (!hasReasonOrFiles({ details: body.details, fileIds: uploads.map((_, i) => String(i)) }))
    throw Invalid(DISPUTE_MESSAGES.disputeReasonRequired)
  const prepared = await storeUploads(deps, uploads, engagement.organisationId, caller.firer.actorId)
  const id = await recordingUploads(deps, prepared, (rows) =>
    raiseDispute({
      db: deps.db,
      engagementId: engagement.id,
      organisationId: engagement.organisationId,
      party: {
        distributionId: body.distribution_id,
        firer: caller.firer,
        contractorId: caller.kind === 'contractor' ? caller.contractorId : null,
        raisedBy: caller.kind === 'contractor' ? caller.name : caller.email,
      },
      details: body.details,
      files: rows,
    }),
  )
  return { id }
}

// ---- Responding ----

const openDisputesOf = (tx: Queryable, engagementId: string) =>
  tx
    .select()
    .from(disputes)
    .where(and(eq(disputes.engagementId, engagementId), eq(disputes.status, 'OPEN')))

const responseFileIdsOf = async (db: Queryable, disputeId: string) =>
  (
    await db
      .select({ id: disputeFiles.fileId })
      .from(disputeFiles)
      .where(and(eq(disputeFiles.disputeId, disputeId), eq(disputeFiles.kind, 'response')))
  ).map((row) => row.id)

const isCalendarDay = (day: string) => {
  const date = new Date(`${day}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day
}

type Answer = {
  resolution: 'upheld' | 'withdrawn'
  details: string
  fileIds: readonly string[]
  newSdsFrom: string | null
}

/** The decoded patch as one answer; 400 with what to send when it is not one. */
const answerOf = (patch: ResolveDispute, responseFileIds: readonly string[]): Answer => {
  const changes = changesOf(patch)
  if (changes.status_id !== RESOLVED_STATUS_ID)
    throw Invalid(`Send replace /status_id with the RESOLVED status (${RESOLVED_STATUS_ID}).`)
  const resolution = changes.resolution as Answer['resolution'] | undefined
  if (!resolution) throw Invalid(DISPUTE_FLOW_MESSAGES.resolutionRequired)
  const details = String(changes.details ?? '').trim()
  if (!hasReasonOrFiles({ details, fileIds: responseFileIds })) throw Invalid(DISPUTE_MESSAGES.resolveReasonRequired)
  const newSdsFrom = (changes.new_sds_from as string | undefined) ?? null
  if (resolution === 'upheld' && newSdsFrom !== null) throw Invalid(DISPUTE_FLOW_MESSAGES.newSdsFromOnlyForWithdrawal)
  if (resolution === 'withdrawn' && (newSdsFrom === null || !isCalendarDay(newSdsFrom)))
    throw Invalid(DISPUTE_MESSAGES.newSdsFromRequired)
  return { resolution, details, fileIds: responseFileIds, newSdsFrom }
}

const recordAnswer = (tx: Transaction, disputeId: string, answer: Answer, actorId: string | null) =>
  tx
    .update(disputes)
    .set({
      resolution: answer.resolution,
      responseDetails: answer.details,
      respondedBy: actorId,
      respondedAt: new Date(),
      newSdsFrom: answer.newSdsFrom,
    })
    .where(eq(disputes.id, disputeId))

/** Answers one dispute and tells its party's distribution, in the caller's transaction. */
const answerDispute = async (tx: Transaction, caller: DisputeCaller, row: DisputeRow, answer: Answer) => {
  await runCommand(tx, {
    entity: disputeEntity,
    id: row.id,
    event: {
      type: answer.resolution === 'upheld' ? 'dispute.uphold' : 'dispute.withdrawSds',
      details: answer.details,
      fileIds: answer.fileIds,
    },
    firer: caller.firer,
    auditPayload: { engagementId: row.engagementId, ...(answer.newSdsFrom ? { newSdsFrom: answer.newSdsFrom } : {}) },
    within: async () => {
      await recordAnswer(tx, row.id, answer, caller.firer.actorId)
    },
  })
  if (row.distributionId)
    await runCommand(tx, {
      entity: distributionEntity,
      id: row.distributionId,
      event: { type: 'dispute.resolved' },
      firer: caller.firer,
      auditPayload: { disputeId: row.id },
    })
}

/** The SDS that stands is kept on record, marked withdrawn with the day its replacement applies from. */
const markSdsWithdrawn = (tx: Transaction, engagementId: string, newSdsFrom: string) =>
  tx
    .update(sdsDocuments)
    .set({ withdrawnAt: new Date(), replacedFrom: newSdsFrom })
    .where(and(eq(sdsDocuments.engagementId, engagementId), isNull(sdsDocuments.withdrawnAt)))

/**
 * PATCH assessments/engagements/{engagementId}/disputes/{disputeId}: the end client upholds the SDS, or withdraws
 * it (answering every open dispute: the SDS they dispute no longer stands), and the assessment reopens so that
 * the client submits again and a new SDS is issued to the parties.
 */
export const respondToDispute = async (
  { db, session }: { db: Database; session: AccessTokenClaims },
  engagementId: string,
  disputeId: string,
  patch: ResolveDispute,
) => {
  const caller = await disputeCallerOf(db, session, engagementId)
  if (caller.kind !== 'client') throw Forbidden(DISPUTE_MESSAGES.notTheClient)
  const row = await visibleDispute(db, caller, disputeId)
  if (!disputeStatus.hasTag(row.status, 'awaitingResponse')) throw Conflict(DISPUTE_MESSAGES.alreadyResolved)
  const answer = answerOf(patch, await responseFileIdsOf(db, disputeId))
  await db.transaction(async (tx) => {
    // Under the dispute's lock, so two answers at once are one answer and one 409.
    const locked = (await tx.select().from(disputes).where(eq(disputes.id, disputeId)).for('update'))[0]!
    if (!disputeStatus.hasTag(locked.status, 'awaitingResponse')) throw Conflict(DISPUTE_MESSAGES.alreadyResolved)
    if (answer.resolution === 'upheld') {
      // Answered first, so that the engagement's facts (other disputes open? all acknowledged?) are read after it.
      await answerDispute(tx, caller, locked, answer)
      await runCommand(tx, {
        entity: engagementEntity,
        id: engagementId,
        event: { type: 'dispute.uphold' },
        firer: caller.firer,
        auditPayload: { disputeId },
      })
      return
    }
    const open = await openDisputesOf(tx, engagementId)
    for (const each of open) await answerDispute(tx, caller, each, answer)
    const standing = await tx
      .select({ id: sdsDocuments.id })
      .from(sdsDocuments)
      .where(and(eq(sdsDocuments.engagementId, engagementId), isNull(sdsDocuments.withdrawnAt)))
    await runCommand(tx, {
      entity: engagementEntity,
      id: engagementId,
      event: { type: 'dispute.withdrawSds' },
      firer: caller.firer,
      auditPayload: {
        disputeId,
        answered: open.map((each) => each.id),
        newSdsFrom: answer.newSdsFrom,
        withdrawnSdsDocumentIds: standing.map((sds) => sds.id),
      },
      // The machine's reopenAssessment then opens a new assessment for the new SDS.
      within: () => markSdsWithdrawn(tx, engagementId, answer.newSdsFrom!).then(() => undefined),
    })
    // Every party that holds the SDS is told it no longer stands; the new one is sent to them when issued.
    const holders = await tx
      .select()
      .from(distributions)
      .where(and(eq(distributions.engagementId, engagementId), ne(distributions.status, 'REMOVED')))
    for (const holder of holders) {
      const snapshot = distributionEntity.machine.resolveState(holder.state as never)
      if (!enabledTransition(distributionEntity.machine, snapshot, { type: 'sds.withdraw' })) continue
      await runCommand(tx, {
        entity: distributionEntity,
        id: holder.id,
        event: { type: 'sds.withdraw' },
        firer: caller.firer,
        auditPayload: { disputeId, newSdsFrom: answer.newSdsFrom },
      })
    }
  })
  return disputeWire(db, caller, disputeId, sessionFileUrl)
}

// ---- Comments and further files ----

/** The client's people who may respond, or the party whose dispute it is; others in reach are refused (403). */
const participantIn = async (db: Queryable, caller: DisputeCaller, disputeId: string) => {
  const row = await visibleDispute(db, caller, disputeId)
  if (caller.kind !== 'client' && !isOwnDispute(caller, row)) throw Forbidden(DISPUTE_FLOW_MESSAGES.notYourDispute)
  return row
}

/** POST assessments/engagements/{engagementId}/{disputeId}/disputes/comment { details }. */
export const addDisputeComment = async (
  db: Database,
  caller: DisputeCaller,
  disputeId: string,
  body: DisputeComment,
  fileUrl: FileUrl,
) => {
  await participantIn(db, caller, disputeId)
  await db.insert(disputeComments).values({
    disputeId,
    actorId: caller.firer.actorId,
    organisationId: caller.kind === 'client' ? caller.engagement.organisationId : null,
    partyEmail: caller.kind === 'supplyChain' ? caller.email : null,
    details: body.details,
  })
  return disputeWire(db, caller, disputeId, fileUrl)
}

/**
 * POST files/files/dispute/engagements/{engagementId}/disputes/{disputeId}: more files for an open dispute; the
 * party's own, or the client's for its response (purpose "response"), counted as reasons when it answers.
 */
export const addDisputeFiles = async (
  deps: Files & { db: Database },
  caller: DisputeCaller,
  disputeId: string,
  purpose: string | undefined,
  uploads: readonly UploadedFile[],
  fileUrl: FileUrl,
): Promise<DisputeFileItemWire[]> => {
  const kind: 'dispute' | 'response' = purpose === 'response' ? 'response' : 'dispute'
  const row = await participantIn(deps.db, caller, disputeId)
  if (kind === 'response' && caller.kind !== 'client') throw Forbidden(DISPUTE_FLOW_MESSAGES.responseFilesClientOnly)
  if (kind === 'dispute' && caller.kind === 'client')
    throw Invalid('Send purpose "response" with the files of a response.')
  if (!disputeStatus.hasTag(row.status, 'awaitingResponse')) throw Conflict(DISPUTE_FLOW_MESSAGES.notOpen)
  if (uploads.length === 0) throw Invalid('Send the file as the multipart form field File.')
  const prepared = await storeUploads(deps, uploads, caller.engagement.organisationId, caller.firer.actorId)
  await recordingUploads(deps, prepared, (rows) =>
    deps.db.transaction(async (tx) => {
      const locked = (await tx.select().from(disputes).where(eq(disputes.id, disputeId)).for('update'))[0]!
      if (!disputeStatus.hasTag(locked.status, 'awaitingResponse')) throw Conflict(DISPUTE_FLOW_MESSAGES.notOpen)
      await tx.insert(files).values(rows)
      await tx.insert(disputeFiles).values(rows.map((file) => ({ fileId: file.id!, disputeId, kind })))
    }),
  )
  return listDisputeFiles(deps.db, caller, disputeId, fileUrl)
}

export const listDisputeFiles = async (
  db: Queryable,
  caller: DisputeCaller,
  disputeId: string,
  fileUrl: FileUrl,
): Promise<DisputeFileItemWire[]> => {
  await visibleDispute(db, caller, disputeId)
  return (await filesOfDisputes(db, [disputeId])).map((file) => toFileItem(file, fileUrl))
}

/** Whether a file is a dispute's: the files routes send it here. */
export const isDisputeFile = async (db: Queryable, fileId: string) =>
  (await db.select({ id: disputeFiles.fileId }).from(disputeFiles).where(eq(disputeFiles.fileId, fileId))).length > 0

/** A dispute's file for whoever sees that dispute (the client's people, or its own party). */
export const readDisputeFile = async (
  deps: Files & { db: Queryable },
  resolveCaller: (engagementId: string) => Promise<DisputeCaller>,
  fileId: string,
): Promise<StoredFile> => {
  const found = (
    await deps.db
      .select({ file: files, disputeId: disputeFiles.disputeId, engagementId: disputes.engagementId })
      .from(disputeFiles)
      .innerJoin(files, eq(files.id, disputeFiles.fileId))
      .innerJoin(disputes, eq(disputes.id, disputeFiles.disputeId))
      .where(eq(disputeFiles.fileId, fileId))
  )[0]
  if (!found) throw NotFound(THE_FILE)
  const caller = await resolveCaller(found.engagementId)
  const row = await disputeRowById(deps.db, found.engagementId, found.disputeId)
  if (!row || visibleDisputes(caller, [row]).length === 0) throw NotFound(THE_FILE)
  return withBytes(deps, found.file, THE_FILE)
}

/** GET assessments/dispute-statuses. */
export const disputeStatuses = () => DISPUTE_STATUSES.map((status) => ({ ...status }))
