// The SDS files of an engagement: originals uploaded for an insurance validation (engagement_files) and the
// versions the product issued (sds_documents), both rows of `files`.
import { and, eq, type SQL } from 'drizzle-orm'
import type { SdsFile, SdsFileKind } from '#domain/documents'
import { type Queryable, readAll } from '../../db/client.ts'
import { engagementFiles, engagements, files, sdsDocuments } from '../../db/schema.ts'
import type { FileRecord } from '../files/files.queries.ts'

export const ORIGINAL_SDS_KIND = 'original-sds'

/** A file of an engagement: which engagement, and whether it is an uploaded original or an issued version. */
export type EngagementSdsFile = { file: FileRecord; engagementId: string; kind: SdsFileKind; version: number | null }

export const toSdsFile = ({ file, kind, version }: EngagementSdsFile): SdsFile => ({
  id: file.id,
  name: file.originalName ?? `${kind}-sds`,
  content_type: file.contentType,
  byte_size: file.byteSize,
  sha256: file.sha256,
  created: file.createdAt.toISOString(),
  kind,
  version,
})

export const linkEngagementFile = (db: Queryable, engagementId: string, fileId: string) =>
  db.insert(engagementFiles).values({ engagementId, fileId, kind: ORIGINAL_SDS_KIND })

const originals = (db: Queryable, where: SQL) =>
  db
    .select({ file: files, engagementId: engagementFiles.engagementId })
    .from(engagementFiles)
    .innerJoin(files, eq(files.id, engagementFiles.fileId))
    .where(and(eq(engagementFiles.kind, ORIGINAL_SDS_KIND), where))

const issued = (db: Queryable, where: SQL) =>
  db
    .select({ file: files, engagementId: sdsDocuments.engagementId, version: sdsDocuments.version })
    .from(sdsDocuments)
    .innerJoin(files, eq(files.id, sdsDocuments.fileId))
    .where(where)

/** Every SDS file of an engagement, newest first. */
export const sdsFilesOf = async (db: Queryable, engagementId: string): Promise<EngagementSdsFile[]> => {
  const [uploaded, versions] = await readAll(db, [
    () => originals(db, eq(engagementFiles.engagementId, engagementId)),
    () => issued(db, eq(sdsDocuments.engagementId, engagementId)),
  ])
  return [
    ...uploaded.map((row) => ({ ...row, kind: 'original' as const, version: null })),
    ...versions.map((row) => ({ ...row, kind: 'issued' as const })),
  ].sort((a, b) => b.file.createdAt.getTime() - a.file.createdAt.getTime())
}

/** The engagement SDS file with this id; undefined for any other file (a logo, a file of nothing). */
export const sdsFileById = async (db: Queryable, fileId: string): Promise<EngagementSdsFile | undefined> => {
  const original = (await originals(db, eq(engagementFiles.fileId, fileId)))[0]
  if (original) return { ...original, kind: 'original', version: null }
  const version = (await issued(db, eq(sdsDocuments.fileId, fileId)))[0]
  return version && { ...version, kind: 'issued' }
}

/**
 * Holds the engagement while its files and audit trail change, so two changes append one after the other;
 * answers the row as it stands under the lock.
 */
export const lockEngagement = async (tx: Queryable, engagementId: string) =>
  (await tx.select().from(engagements).where(eq(engagements.id, engagementId)).for('update'))[0]
