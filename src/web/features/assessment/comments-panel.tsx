// The comment threads of one question and the "Start a comment" form. In read-only mode the threads are still
// shown and every box and button is disabled (rule comments.threads).
import { COMMENT_MESSAGES } from '#domain/comment-values'
import { css } from '../../../../styled-system/css'
import { Spinner } from '../../ui/spinner'
import { useAssessmentComments } from './api/get-assessment-comments'
import { useStartComment } from './api/start-comment'
import { CommentThreadItem } from './comment-thread'
import { panel } from './notes-panel'
import { RemarkForm } from './remark-form'

type CommentsPanelProps = { id: string; assessmentId: string; questionId: string; readOnly: boolean }

export const CommentsPanel = ({ id, assessmentId, questionId, readOnly }: CommentsPanelProps) => {
  const threads = useAssessmentComments(assessmentId)
  const startComment = useStartComment(assessmentId)
  const ofQuestion = threads.data?.filter((thread) => thread.question_id === questionId) ?? []
  return (
    <section id={id} aria-label="Comments" className={panel}>
      {threads.isPending ? (
        <Spinner />
      ) : ofQuestion.length === 0 ? (
        <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>{COMMENT_MESSAGES.commentsEmpty}</p>
      ) : (
        <ul className={css({ listStyle: 'none', p: '0', m: '0', display: 'flex', flexDirection: 'column', gap: '3' })}>
          {ofQuestion.map((thread) => (
            <CommentThreadItem key={thread.id} assessmentId={assessmentId} thread={thread} readOnly={readOnly} />
          ))}
        </ul>
      )}
      <RemarkForm
        name="Start a comment"
        label="Comment"
        submitLabel="Start a comment"
        disabled={readOnly}
        pending={startComment.isPending}
        onSend={(remark) => startComment.mutateAsync({ questionId, remark })}
      />
    </section>
  )
}
