// Who may read and write the notes of an assessment: the rules of question-work-access.ts, with the notes'
// refusal for contractors.
import { NOTE_MESSAGES } from '#domain/notes'
import type { Permission } from '#domain/roles'
import type { AccessTokenClaims } from '#domain/session'
import type { Queryable } from '../../db/client.ts'
import { NotFound } from '../../http/errors.ts'
import { assessmentInReach } from '../engagements/question-work-access.ts'
import { findNote } from './notes.queries.ts'

/** The assessment and its engagement, as notes and the answer history reach them. */
export const assessmentInReachForNotes = (
  db: Queryable,
  session: AccessTokenClaims,
  assessmentId: string,
  permission: Permission,
) => assessmentInReach(db, session, assessmentId, permission, NOTE_MESSAGES.organisationUsersOnly)

/** The note and its assessment, answered as missing unless the caller reaches that assessment. */
export const noteInReach = async (
  db: Queryable,
  session: AccessTokenClaims,
  noteId: string,
  permission: Permission,
) => {
  const note = await findNote(db, noteId)
  if (!note) throw NotFound('The note')
  return { note, ...(await assessmentInReachForNotes(db, session, note.assessmentId, permission)) }
}
