// The notes of one question: the list, and, unless the answers are only being viewed, the Add Note form and
// Delete on each note.
import { useState } from 'react'
import { NOTE_MESSAGES } from '#domain/note-values'
import type { Note } from '#domain/notes'
import { css } from '../../../../styled-system/css'
import { Spinner } from '../../ui/spinner'
import { AddNoteForm } from './add-note-form'
import { useAssessmentNotes } from './api/get-assessment-notes'
import { DeleteNoteDialog } from './delete-note-dialog'
import { NoteItem } from './note-item'

type NotesPanelProps = { id: string; assessmentId: string; questionId: string; readOnly: boolean }

export const NotesPanel = ({ id, assessmentId, questionId, readOnly }: NotesPanelProps) => {
  const notes = useAssessmentNotes(assessmentId)
  const [deleting, setDeleting] = useState<Note | null>(null)
  const ofQuestion = notes.data?.filter((note) => note.question_id === questionId) ?? []
  return (
    <section id={id} aria-label="Notes" className={panel}>
      {notes.isPending ? (
        <Spinner />
      ) : ofQuestion.length === 0 ? (
        <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>{NOTE_MESSAGES.notesEmpty}</p>
      ) : (
        <ul className={css({ listStyle: 'none', p: '0', m: '0' })}>
          {ofQuestion.map((note) => (
            <NoteItem key={note.id} note={note} readOnly={readOnly} onDelete={setDeleting} />
          ))}
        </ul>
      )}
      {!readOnly && <AddNoteForm assessmentId={assessmentId} questionId={questionId} />}
      <DeleteNoteDialog assessmentId={assessmentId} note={deleting} onClose={() => setDeleting(null)} />
    </section>
  )
}

export const panel = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '3',
  p: '3',
  borderRadius: 'md',
  bg: 'bg.muted',
})
