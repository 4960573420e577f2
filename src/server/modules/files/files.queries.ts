// The files table: each uploaded file's row (what it is, its hash, where its bytes are kept).
import { and, eq } from 'drizzle-orm'
import type { Queryable } from '../../db/client.ts'
import { files } from '../../db/schema.ts'

export type FileRecord = typeof files.$inferSelect
export type NewFile = typeof files.$inferInsert

export const insertFile = async (db: Queryable, file: NewFile): Promise<FileRecord> =>
  (await db.insert(files).values(file).returning())[0]!

export const findFile = async (db: Queryable, id: string, kind: string): Promise<FileRecord | undefined> =>
  (
    await db
      .select()
      .from(files)
      .where(and(eq(files.id, id), eq(files.kind, kind)))
  )[0]

/** Deletes the row and answers where its bytes are, so they can be removed once the transaction commits. */
export const deleteFile = async (db: Queryable, id: string): Promise<string | null> =>
  (await db.delete(files).where(eq(files.id, id)).returning({ storageKey: files.storageKey }))[0]?.storageKey ?? null
