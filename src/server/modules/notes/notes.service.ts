// Notes (evidence) on the questions of an assessment (rules notes.rules, api.notes):
// added with text, deleted with a reason, after which only the date and the reason are shown.
import { ENGAGEMENT_MESSAGES } from '#domain/assessments'
import { type CreateNote, NOTE_MESSAGES, type Note } from '#domain/notes'
import type { AccessTokenClaims } from '#domain/session'
import type { Database } from '../../db/client.ts'
import { Conflict, Invalid, NotFound } from '../../http/errors.ts'
import { questionSetHolding, requestedAuthorOrganisationId } from '../engagements/question-work-access.ts'
import { assessmentInReachForNotes as assessmentInReach } from './note-access.ts'
import { insertNote, lockNote, markNoteDeleted, notesOf } from './notes.queries.ts'

type Caller = { db: Database; session: AccessTokenClaims }

export const createNote = async ({ db, session }: Caller, assessmentId: string, body: CreateNote) =>
  db.transaction(async (tx) => {
    const reached = await assessmentInReach(tx, session, assessmentId, 'Assessments:Update')
    const { assessment } = reached
    // Evidence is gathered for the run being answered; a superseded run is the record of what was.
    if (assessment.standing !== 'current') throw Conflict(ENGAGEMENT_MESSAGES.notCurrentAssessment)
    await questionSetHolding(tx, assessment.questionSetId, body.question_id)
    if (body.contractor_id) throw Invalid(NOTE_MESSAGES.organisationUsersOnly)
    return insertNote(tx, {
      assessmentId,
      questionId: body.question_id,
      actorId: session.actorId,
      organisationId: await requestedAuthorOrganisationId(tx, session, reached, body.organisation_id),
      evidence: body.evidence,
    })
  })

export const deleteNote = async ({ db, session }: Caller, assessmentId: string, noteId: string, reason: string) =>
  db.transaction(async (tx) => {
    await assessmentInReach(tx, session, assessmentId, 'Assessments:Update')
    const note = await lockNote(tx, noteId)
    if (!note || note.assessmentId !== assessmentId) throw NotFound('The note')
    if (note.deletedAt) throw Conflict(NOTE_MESSAGES.noteDeleted)
    await markNoteDeleted(tx, noteId, reason)
  })

export const listNotes = async (
  { db, session }: Caller,
  assessmentId: string,
  questionId?: string,
): Promise<Note[]> => {
  const { assessment } = await assessmentInReach(db, session, assessmentId, 'Assessments:Read')
  if (questionId !== undefined) await questionSetHolding(db, assessment.questionSetId, questionId)
  return notesOf(db, assessmentId, questionId)
}
