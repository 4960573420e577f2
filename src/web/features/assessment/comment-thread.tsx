// One comment thread of a question: its remarks oldest first with who, for which organisation and when; an open
// thread takes a reply or is marked as resolved, a resolved one offers "Reopen comment" on its last remark
// (rule comments.threads).
import { remarkAuthor } from '#domain/comment-values'
import type { CommentThread, Remark } from '#domain/comments'
import { css } from '../../../../styled-system/css'
import { Button } from '../../ui/button'
import { formatDateTime } from '../../ui/format-date'
import { useAddRemark } from './api/add-remark'
import { RemarkForm } from './remark-form'

type CommentThreadItemProps = { assessmentId: string; thread: CommentThread; readOnly: boolean }

/** What a resolve or a reopen did, in the spec's words; a reply says nothing of the thread. */
const changeOf = (remark: Remark) => {
  if (remark.kind === 'resolve') return `Marked as Resolved by ${remarkAuthor(remark)}`
  if (remark.kind === 'reopen') return `Reopened by ${remarkAuthor(remark)}`
  return null
}

export const CommentThreadItem = ({ assessmentId, thread, readOnly }: CommentThreadItemProps) => {
  const addRemark = useAddRemark(assessmentId)
  const send = (remark: string | undefined, resolved: boolean) =>
    addRemark.mutateAsync({ commentId: thread.id, remark, resolved })
  const last = thread.remarks.at(-1)
  return (
    <li className={threadItem} data-resolved={thread.resolved || undefined}>
      <ol className={css({ listStyle: 'none', p: '0', m: '0', display: 'flex', flexDirection: 'column', gap: '3' })}>
        {thread.remarks.map((remark) => {
          const change = changeOf(remark)
          return (
            <li key={remark.id} className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
              <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
                <span className={css({ fontWeight: '600', color: 'fg.default' })}>{remarkAuthor(remark)}</span>
                {remark.organisation_name && ` · ${remark.organisation_name}`} · {formatDateTime(remark.created)}
              </p>
              {change && <p className={css({ fontSize: 'sm', fontWeight: '600' })}>{change}</p>}
              {remark.text && (
                <p className={css({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' })}>{remark.text}</p>
              )}
              {thread.resolved && remark === last && (
                <div>
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={readOnly}
                    loading={addRemark.isPending}
                    onClick={() => void send(undefined, false).catch(() => undefined)}
                  >
                    Reopen comment
                  </Button>
                </div>
              )}
            </li>
          )
        })}
      </ol>
      {!thread.resolved && (
        <RemarkForm
          name="Reply to this comment"
          label="Reply"
          submitLabel="Reply"
          disabled={readOnly}
          pending={addRemark.isPending}
          onSend={(remark) => send(remark, false)}
          onResolve={(remark) => send(remark, true)}
        />
      )}
    </li>
  )
}

const threadItem = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '3',
  p: '3',
  borderRadius: 'md',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'border.default',
  bg: 'bg.surface',
})
