// Under each question: "Notes (n)", "Comments (n open)" and "History" toggles opening the question's notes, its
// comment threads and its answer history.
// Plain buttons with aria-expanded, so they are reached and used from the keyboard like any button.
import { useState } from 'react'
import { unresolvedCommentCount } from '#domain/comment-values'
import { css } from '../../../../styled-system/css'
import { Button } from '../../ui/button'
import { AnswerHistoryPanel } from './answer-history-panel'
import { useAssessmentComments } from './api/get-assessment-comments'
import { useAssessmentNotes } from './api/get-assessment-notes'
import { CommentsPanel } from './comments-panel'
import { NotesPanel } from './notes-panel'

type QuestionWorkPanelsProps = {
  assessmentId: string
  questionId: string
  readOnly: boolean
  /** Comments stay open while the answers are read-only (a sign-off reviewer reviewing them). */
  commentable?: boolean
}

export const QuestionWorkPanels = ({
  assessmentId,
  questionId,
  readOnly,
  commentable = false,
}: QuestionWorkPanelsProps) => {
  // Each opens on its own, so a person can read the notes beside the comments and the history.
  const [open, setOpen] = useState({ notes: false, comments: false, history: false })
  const notes = useAssessmentNotes(assessmentId)
  const count = notes.data?.filter((note) => note.question_id === questionId && !note.deleted_at).length ?? 0
  const threads = useAssessmentComments(assessmentId)
  const openThreads = unresolvedCommentCount(threads.data?.filter((thread) => thread.question_id === questionId) ?? [])
  const notesId = `notes-${questionId}`
  const commentsId = `comments-${questionId}`
  const historyId = `history-${questionId}`
  const toggle = (panel: keyof typeof open) => setOpen((current) => ({ ...current, [panel]: !current[panel] }))
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
      <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={open.notes}
          aria-controls={open.notes ? notesId : undefined}
          onClick={() => toggle('notes')}
        >
          Notes ({count})
        </Button>
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={open.comments}
          aria-controls={open.comments ? commentsId : undefined}
          onClick={() => toggle('comments')}
        >
          Comments ({openThreads} open)
        </Button>
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={open.history}
          aria-controls={open.history ? historyId : undefined}
          onClick={() => toggle('history')}
        >
          History
        </Button>
      </div>
      {open.notes && (
        <NotesPanel id={notesId} assessmentId={assessmentId} questionId={questionId} readOnly={readOnly} />
      )}
      {open.comments && (
        <CommentsPanel
          id={commentsId}
          assessmentId={assessmentId}
          questionId={questionId}
          readOnly={readOnly && !commentable}
        />
      )}
      {open.history && <AnswerHistoryPanel id={historyId} assessmentId={assessmentId} questionId={questionId} />}
    </div>
  )
}
