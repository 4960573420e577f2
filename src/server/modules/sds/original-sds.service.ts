// The SDS files of an engagement (rules engagement.create-form,
// api.reports-files): an insurance validation's original SDS is
// uploaded, content-checked and kept with an audit event; the list adds the versions the product issued;
// anyone who may read the engagement downloads them; only an uploaded original can be deleted.
import { randomUUID } from 'node:crypto'
import type { Logger } from 'pino'
import { SDS_FILE_MESSAGES, type SdsFile } from '#domain/documents'
import type { Permission } from '#domain/roles'
import type { AccessTokenClaims } from '#domain/session'
import type { Database, Queryable, Transaction } from '../../db/client.ts'
import { Conflict, NotFound } from '../../http/errors.ts'
import type { UploadedFile } from '../../http/upload.ts'
import { appendAuditEvent } from '../../workflow/audit-chain.ts'
import type { Firer } from '../../workflow/engine.ts'
import { engagementEntity } from '../engagements/engagement.entity.ts'
import { type EngagementRow, engagementInReach } from '../engagements/engagement-access.ts'
import type { BlobStore } from '../files/blob-store.ts'
import { checkedDocument } from '../files/document-upload.ts'
import { readableOrMissing, THE_FILE } from '../files/file-reach.ts'
import { deleteFile, insertFile } from '../files/files.queries.ts'
import { newFileRow, removeBytes, type StoredFile, storeThenRecord, withBytes } from '../files/stored-files.ts'
import {
  linkEngagementFile,
  lockEngagement,
  ORIGINAL_SDS_KIND,
  sdsFileById,
  sdsFilesOf,
  toSdsFile,
} from './engagement-files.queries.ts'

type Caller = { db: Database; blobs: BlobStore; logger: Logger; session: AccessTokenClaims }

/** Insurance validation is the short question set run on a contractor engagement. */
const takesOriginalSds = (engagement: EngagementRow) =>
  engagement.type === 'Contractor' && engagement.questionSetTypeCode === 'SHORT'

/** 404/403/409 before an upload's body is read, so a caller who may not upload never has it buffered. */
export const authoriseOriginalSdsUpload = async (
  { db, session }: { db: Queryable; session: AccessTokenClaims },
  engagementId: string,
) => {
  const access = await engagementInReach(db, session, engagementId, 'Engagements:Update')
  if (!takesOriginalSds(access.engagement)) throw Conflict(SDS_FILE_MESSAGES.originalSdsInsuranceOnly)
  return access
}

/** The engagement under the lock; one deleted since it was found is missing now. */
const lockLiveEngagement = async (tx: Transaction, engagementId: string) => {
  const engagement = await lockEngagement(tx, engagementId)
  if (!engagement || engagement.deletedAt) throw NotFound('The engagement')
  return engagement
}

/** A fact on the engagement's trail that leaves its status as it was; ids only, never the file's name. */
const recordFact = (tx: Transaction, engagement: EngagementRow, firer: Firer, eventType: string, fileId: string) => {
  const state = (engagement.state as { value: unknown }).value
  return appendAuditEvent(tx, {
    entityType: engagementEntity.type,
    entityId: engagement.id,
    eventType,
    fromState: state,
    toState: state,
    actorId: firer.actorId,
    actorRoles: firer.roles,
    payload: { fileId },
    occurredAt: new Date().toISOString(),
  })
}

export const uploadOriginalSds = async (
  caller: Caller & { engagementId: string; file: UploadedFile },
): Promise<SdsFile> => {
  const { db, session, engagementId } = caller
  const { file, contentType } = await checkedDocument(caller.file)
  const id = randomUUID()
  const storageKey = `${ORIGINAL_SDS_KIND}/${id}`
  return storeThenRecord(caller, storageKey, file.bytes, () =>
    db.transaction(async (tx) => {
      const { firer } = await authoriseOriginalSdsUpload({ db: tx, session }, engagementId)
      const engagement = await lockLiveEngagement(tx, engagementId)
      const row = await insertFile(
        tx,
        newFileRow({
          id,
          organisationId: engagement.organisationId,
          kind: ORIGINAL_SDS_KIND,
          contentType,
          bytes: file.bytes,
          storageKey,
          name: file.name,
          createdBy: session.actorId,
        }),
      )
      await linkEngagementFile(tx, engagementId, id)
      await recordFact(tx, engagement, firer, 'engagement.originalSdsUploaded', id)
      return toSdsFile({ file: row, engagementId, kind: 'original', version: null })
    }),
  )
}

export const listSdsFiles = async ({ db, session }: Caller, engagementId: string): Promise<SdsFile[]> => {
  await engagementInReach(db, session, engagementId, 'Engagements:Read')
  return (await sdsFilesOf(db, engagementId)).map(toSdsFile)
}

/** The file and its engagement, answered as missing unless the caller may read that engagement. */
const sdsFileInReach = async (db: Queryable, session: AccessTokenClaims, fileId: string, permission: Permission) => {
  const found = await sdsFileById(db, fileId)
  if (!found) throw NotFound(THE_FILE)
  const readable = await readableOrMissing(() => engagementInReach(db, session, found.engagementId, 'Engagements:Read'))
  if (permission === 'Engagements:Read') return { found, ...readable }
  return { found, ...(await engagementInReach(db, session, found.engagementId, permission)) }
}

export const readSdsFile = async (caller: Caller, fileId: string): Promise<StoredFile> => {
  const { found } = await sdsFileInReach(caller.db, caller.session, fileId, 'Engagements:Read')
  return withBytes(caller, found.file, THE_FILE)
}

export const deleteOriginalSds = async (caller: Caller, fileId: string) => {
  const { db, blobs, logger, session } = caller
  const removedKey = await db.transaction(async (tx) => {
    const { found, engagement, firer } = await sdsFileInReach(tx, session, fileId, 'Engagements:Update')
    if (found.kind === 'issued') throw Conflict(SDS_FILE_MESSAGES.issuedSdsKept)
    const locked = await lockLiveEngagement(tx, engagement.id)
    // A delete that waited for the lock behind another finds the file gone.
    const storageKey = await deleteFile(tx, fileId)
    if (!storageKey) throw NotFound(THE_FILE)
    await recordFact(tx, locked, firer, 'engagement.originalSdsDeleted', fileId)
    return storageKey
  })
  await removeBytes(blobs, logger, removedKey)
}
