// The evidence files of a note (rule api.notes): uploaded to a standing note
// and content-checked like every document, listed with it, downloaded and deleted by whoever may read or
// change the note's assessment. A deleted note shows no files, so they can no longer be read nor changed.
import { randomUUID } from 'node:crypto'
import type { Logger } from 'pino'
import { NOTE_MESSAGES, type NoteFile } from '#domain/notes'
import type { Permission } from '#domain/roles'
import type { AccessTokenClaims } from '#domain/session'
import type { Database, Queryable } from '../../db/client.ts'
import { Conflict, NotFound } from '../../http/errors.ts'
import type { UploadedFile } from '../../http/upload.ts'
import type { BlobStore } from '../files/blob-store.ts'
import { checkedDocument } from '../files/document-upload.ts'
import { readableOrMissing, THE_FILE } from '../files/file-reach.ts'
import { deleteFile, insertFile } from '../files/files.queries.ts'
import { newFileRow, removeBytes, type StoredFile, storeThenRecord, withBytes } from '../files/stored-files.ts'
import { noteInReach } from './note-access.ts'
import { filesOfNotes, linkNoteFile, lockNote, noteFileById, toNoteFiles } from './notes.queries.ts'

type Caller = { db: Database; blobs: BlobStore; logger: Logger; session: AccessTokenClaims }

export const NOTE_FILE_KIND = 'note-evidence'

/** The note, standing, that the caller may attach files to; checked again under the lock before storing. */
const standingNoteInReach = async (db: Queryable, session: AccessTokenClaims, noteId: string) => {
  const access = await noteInReach(db, session, noteId, 'Assessments:Update')
  if (access.note.deletedAt) throw Conflict(NOTE_MESSAGES.noteDeleted)
  return access
}

/** 404/403/409 before an upload's body is read, so a caller who may not upload never has it buffered. */
export const authoriseNoteFileUpload = (
  { db, session }: { db: Queryable; session: AccessTokenClaims },
  noteId: string,
) => standingNoteInReach(db, session, noteId)

export const uploadNoteFile = async (caller: Caller & { noteId: string; file: UploadedFile }): Promise<NoteFile> => {
  const { db, session, noteId } = caller
  const { file, contentType } = await checkedDocument(caller.file)
  const id = randomUUID()
  const storageKey = `${NOTE_FILE_KIND}/${id}`
  return storeThenRecord(caller, storageKey, file.bytes, () =>
    db.transaction(async (tx) => {
      const { engagement } = await standingNoteInReach(tx, session, noteId)
      // A delete of the note that committed meanwhile wins: no file is attached to a deleted note.
      if ((await lockNote(tx, noteId))?.deletedAt) throw Conflict(NOTE_MESSAGES.noteDeleted)
      const row = await insertFile(
        tx,
        newFileRow({
          id,
          organisationId: engagement.organisationId,
          kind: NOTE_FILE_KIND,
          contentType,
          bytes: file.bytes,
          storageKey,
          name: file.name,
          createdBy: session.actorId,
        }),
      )
      await linkNoteFile(tx, noteId, id)
      return toNoteFiles([row])[0]!
    }),
  )
}

export const listNoteFiles = async ({ db, session }: Caller, noteId: string): Promise<NoteFile[]> => {
  const { note } = await noteInReach(db, session, noteId, 'Assessments:Read')
  if (note.deletedAt) return []
  return toNoteFiles((await filesOfNotes(db, [noteId])).get(noteId) ?? [])
}

/** Whether the file is a note's: the files routes send it here rather than to the SDS files. */
export const isNoteFile = async (db: Queryable, fileId: string) => (await noteFileById(db, fileId)) !== undefined

/** The file of a standing note the caller may read; anything else is answered as missing. */
const noteFileInReach = async (db: Queryable, session: AccessTokenClaims, fileId: string, permission: Permission) => {
  const found = await noteFileById(db, fileId)
  if (!found) throw NotFound(THE_FILE)
  await readableOrMissing(() => noteInReach(db, session, found.note.id, 'Assessments:Read'))
  if (found.note.deletedAt) throw NotFound(THE_FILE)
  if (permission !== 'Assessments:Read') await noteInReach(db, session, found.note.id, permission)
  return found
}

export const readNoteFile = async (caller: Caller, fileId: string): Promise<StoredFile> => {
  const { file } = await noteFileInReach(caller.db, caller.session, fileId, 'Assessments:Read')
  return withBytes(caller, file, THE_FILE)
}

export const deleteNoteFile = async (caller: Caller, fileId: string) => {
  const { db, blobs, logger, session } = caller
  const removedKey = await db.transaction(async (tx) => {
    const { note } = await noteFileInReach(tx, session, fileId, 'Assessments:Update')
    if ((await lockNote(tx, note.id))?.deletedAt) throw NotFound(THE_FILE)
    // A delete that waited for the lock behind another finds the file gone.
    const storageKey = await deleteFile(tx, fileId)
    if (!storageKey) throw NotFound(THE_FILE)
    return storageKey
  })
  await removeBytes(blobs, logger, removedKey)
}
