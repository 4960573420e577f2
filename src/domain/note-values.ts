// What the notes and answer history panels show beside the note schemas (notes.ts): the bounds, the messages and a
// note file's address. Plain values only, so the panels do not load the schemas with their code
// (docs/first-load.md).
import { maxLengthMessage } from './messages.ts'

export const DELETE_REASON_MAX = 30
/** Not in the spec: a bound so a note stays a note (a long text belongs in an attached document). */
export const EVIDENCE_MAX = 4000

export const NOTE_MESSAGES = {
  evidenceRequired: 'Please type a note before selecting Add Note.',
  evidenceTooLong: maxLengthMessage(EVIDENCE_MAX),
  deleteReasonRequired: 'You must state the reason for deleting this evidence',
  // The spec's wording has no full stop here, unlike the other length messages.
  deleteReasonTooLong: `Maximum characters limit exceeded. Please limit to ${DELETE_REASON_MAX} characters or lower`,
  questionNotInSet: 'question_id is not a question of this assessment.',
  organisationNotYours: 'organisation_id is not the organisation you are signed in to.',
  organisationUsersOnly: 'Notes are written by the organisation users of the engagement.',
  noteDeleted: 'This evidence has been deleted.',
  deleteConfirmTitle: 'Delete this evidence?',
  deleteConfirm: 'Delete',
  historyEmpty: 'No answer has been chosen for this question yet.',
  notesEmpty: 'No notes yet.',
} as const

export const noteFileUrlOf = (fileId: string) => `/api/files/files/${fileId}`
