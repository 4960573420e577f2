// The issued SDS versions of an engagement (sds_documents): the one that stands, and one by id.
import { and, desc, eq, isNull } from 'drizzle-orm'
import type { Queryable } from '../../db/client.ts'
import { sdsDocuments } from '../../db/schema.ts'

export type SdsDocumentRow = typeof sdsDocuments.$inferSelect

/** The newest SDS version not withdrawn: the one a party added later is sent. */
export const standingSdsOf = async (db: Queryable, engagementId: string): Promise<SdsDocumentRow | null> =>
  (
    await db
      .select()
      .from(sdsDocuments)
      .where(and(eq(sdsDocuments.engagementId, engagementId), isNull(sdsDocuments.withdrawnAt)))
      .orderBy(desc(sdsDocuments.version))
      .limit(1)
  )[0] ?? null

export const sdsDocumentById = async (db: Queryable, id: string): Promise<SdsDocumentRow | null> =>
  (await db.select().from(sdsDocuments).where(eq(sdsDocuments.id, id)))[0] ?? null
