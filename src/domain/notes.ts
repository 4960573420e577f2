// Notes (evidence) on a question of an assessment and the answer history of a question (rules
// records.note, records.answer-history, notes.rules, api.notes): the wire shapes and the spec's messages, shared by the
// questionnaire's panels and the server.
import * as Schema from 'effect/Schema'
import * as SchemaTransformation from 'effect/SchemaTransformation'
import { Uuid } from './actors.ts'
import { DELETE_REASON_MAX, EVIDENCE_MAX, NOTE_MESSAGES } from './note-values.ts'
import { PatchList, ReplaceOperation } from './patch.ts'

// What the notes panels show (the bounds, the messages) lives in note-values.ts, so they do not load these schemas
// with their code; the server and the tests may import it here too.
export { DELETE_REASON_MAX, EVIDENCE_MAX, NOTE_MESSAGES, noteFileUrlOf } from './note-values.ts'

/** Only the start is trimmed (rule notes.rules): line breaks at the end are the writer's. */
const LeadingTrimmed = Schema.String.pipe(
  Schema.decodeTo(
    Schema.String,
    SchemaTransformation.transform({ decode: (text: string) => text.trimStart(), encode: (text: string) => text }),
  ),
)

export const Evidence = LeadingTrimmed.pipe(
  Schema.check(
    Schema.isNonEmpty({ message: NOTE_MESSAGES.evidenceRequired }),
    Schema.isMaxLength(EVIDENCE_MAX, { message: NOTE_MESSAGES.evidenceTooLong }),
  ),
)

export const DeleteReason = Schema.Trim.pipe(
  Schema.check(
    Schema.isNonEmpty({ message: NOTE_MESSAGES.deleteReasonRequired }),
    Schema.isMaxLength(DELETE_REASON_MAX, { message: NOTE_MESSAGES.deleteReasonTooLong }),
  ),
)

/** POST /api/assessments/assessments/{id}/notes. The author's organisation is the session's, if named. */
export const CreateNote = Schema.Struct({
  question_id: Schema.String.pipe(Schema.check(Schema.isNonEmpty({ message: 'question_id is required.' }))),
  evidence: Evidence,
  organisation_id: Schema.optional(Schema.NullOr(Uuid)),
  contractor_id: Schema.optional(Schema.NullOr(Uuid)),
})
export type CreateNote = typeof CreateNote.Type

/** PATCH /api/assessments/assessments/{id}/notes/{noteId}: deleting is stating why. */
export const NotePatch = PatchList([ReplaceOperation('/deleted_reason', DeleteReason)])

export const NoteFile = Schema.Struct({ id: Schema.String, name: Schema.String, url: Schema.String })
export type NoteFile = typeof NoteFile.Type

/** One note of GET .../notes; a deleted one keeps its date and reason and shows no evidence nor files. */
export const Note = Schema.Struct({
  id: Schema.String,
  first_name: Schema.NullOr(Schema.String),
  last_name: Schema.NullOr(Schema.String),
  organisation_name: Schema.NullOr(Schema.String),
  /** ISO 8601 instant. */
  created: Schema.String,
  evidence: Schema.NullOr(Schema.String),
  deleted_reason: Schema.NullOr(Schema.String),
  /** ISO 8601 instant; null while the note stands. */
  deleted_at: Schema.NullOr(Schema.String),
  question_id: Schema.String,
  files: Schema.Array(NoteFile),
})
export type Note = typeof Note.Type

/** One entry of GET .../questions/{questionId}/history, newest first; answer is null when it was cleared. */
export const AnswerHistoryEntry = Schema.Struct({
  /** ISO 8601 instant. */
  date: Schema.String,
  answer: Schema.NullOr(Schema.String),
  actor: Schema.NullOr(Schema.String),
  organisation: Schema.NullOr(Schema.String),
})
export type AnswerHistoryEntry = typeof AnswerHistoryEntry.Type
