// Notes of an assessment with the names they show, read from actors and organisations at query time, and the
// files attached to each.
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm'
import { type Note, noteFileUrlOf } from '#domain/notes'
import type { Queryable } from '../../db/client.ts'
import { actors, files, noteFiles, notes, organisations } from '../../db/schema.ts'

export type NoteRow = typeof notes.$inferSelect

export const insertNote = async (db: Queryable, note: typeof notes.$inferInsert) =>
  (await db.insert(notes).values(note).returning({ id: notes.id }))[0]!

export const findNote = async (db: Queryable, noteId: string): Promise<NoteRow | undefined> =>
  (await db.select().from(notes).where(eq(notes.id, noteId)))[0]

/** The note under a row lock, so a delete and an upload to it happen one after the other. */
export const lockNote = async (db: Queryable, noteId: string): Promise<NoteRow | undefined> =>
  (await db.select().from(notes).where(eq(notes.id, noteId)).for('update'))[0]

export const markNoteDeleted = (db: Queryable, noteId: string, reason: string) =>
  db.update(notes).set({ deletedReason: reason, deletedAt: new Date() }).where(eq(notes.id, noteId))

export const linkNoteFile = (db: Queryable, noteId: string, fileId: string) =>
  db.insert(noteFiles).values({ noteId, fileId })

/** The files of some notes, oldest first, keyed by note. */
export const filesOfNotes = async (db: Queryable, noteIds: readonly string[]) => {
  const byNote = new Map<string, (typeof files.$inferSelect)[]>()
  if (noteIds.length === 0) return byNote
  const rows = await db
    .select({ noteId: noteFiles.noteId, file: files })
    .from(noteFiles)
    .innerJoin(files, eq(files.id, noteFiles.fileId))
    .where(inArray(noteFiles.noteId, [...noteIds]))
    .orderBy(asc(files.createdAt))
  for (const { noteId, file } of rows) byNote.set(noteId, [...(byNote.get(noteId) ?? []), file])
  return byNote
}

/** The note file with this id and its note; undefined for any other file. */
export const noteFileById = async (db: Queryable, fileId: string) =>
  (
    await db
      .select({ file: files, note: notes })
      .from(noteFiles)
      .innerJoin(files, eq(files.id, noteFiles.fileId))
      .innerJoin(notes, eq(notes.id, noteFiles.noteId))
      .where(eq(noteFiles.fileId, fileId))
  )[0]

export const toNoteFiles = (rows: readonly (typeof files.$inferSelect)[]) =>
  rows.map((file) => ({ id: file.id, name: file.originalName ?? 'evidence', url: noteFileUrlOf(file.id) }))

/** The notes of an assessment (of one question when given), oldest first, as the wire shows them. */
export const notesOf = async (db: Queryable, assessmentId: string, questionId?: string): Promise<Note[]> => {
  const where: SQL[] = [eq(notes.assessmentId, assessmentId)]
  if (questionId !== undefined) where.push(eq(notes.questionId, questionId))
  const rows = await db
    .select({ note: notes, firstName: actors.firstName, lastName: actors.lastName, organisation: organisations.name })
    .from(notes)
    .leftJoin(actors, eq(actors.id, notes.actorId))
    .leftJoin(organisations, eq(organisations.id, notes.organisationId))
    .where(and(...where))
    .orderBy(asc(notes.createdAt), asc(notes.id))
  const standing = rows.filter(({ note }) => !note.deletedAt).map(({ note }) => note.id)
  const attached = await filesOfNotes(db, standing)
  return rows.map(({ note, firstName, lastName, organisation }) => ({
    id: note.id,
    first_name: firstName,
    last_name: lastName,
    organisation_name: organisation,
    created: note.createdAt.toISOString(),
    // A deleted note keeps its date and reason only (rule notes.rules).
    evidence: note.deletedAt ? null : note.evidence,
    deleted_reason: note.deletedReason,
    deleted_at: note.deletedAt?.toISOString() ?? null,
    question_id: note.questionId,
    files: toNoteFiles(attached.get(note.id) ?? []),
  }))
}
