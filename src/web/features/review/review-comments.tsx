// Every comment thread of the assessment in one place on the review screen, open ones first, each under its
// question: where a reviewer lands when they decline to finalise with comments still open (rule
// signoff.review), and where they reply, resolve and reopen without paging through the categories.
import { useEffect, useRef, useState } from 'react'
import { COMMENT_MESSAGES, unresolvedCommentCount } from '#domain/comment-values'
import { findQuestion } from '#domain/questionnaire'
import { css } from '../../../../styled-system/css'
import { card } from '../../../../styled-system/recipes'
import { Button } from '../../ui/button'
import { Spinner } from '../../ui/spinner'
import { useAssessmentComments } from '../assessment/api/get-assessment-comments'
import type { PublishedQuestionSet } from '../assessment/api/get-question-set'
import { CommentThreadItem } from '../assessment/comment-thread'

type ReviewCommentsProps = {
  assessmentId: string
  questionSet: PublishedQuestionSet
  /** Each increase opens the panel and brings it into view. */
  revealRequest: number
}

export const ReviewComments = ({ assessmentId, questionSet, revealRequest }: ReviewCommentsProps) => {
  const threads = useAssessmentComments(assessmentId)
  const [open, setOpen] = useState(false)
  const sectionRef = useRef<HTMLElement>(null)
  const listId = `review-comments-${assessmentId}`

  useEffect(() => {
    if (revealRequest === 0) return
    setOpen(true)
    sectionRef.current?.scrollIntoView({ block: 'start' })
    sectionRef.current?.focus({ preventScroll: true })
  }, [revealRequest])

  const all = threads.data ?? []
  const ordered = [...all].sort((a, b) => Number(a.resolved) - Number(b.resolved))
  return (
    <section ref={sectionRef} tabIndex={-1} aria-label="All comments" className={card()}>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
        <div>
          <Button
            variant="outline"
            aria-expanded={open}
            aria-controls={open ? listId : undefined}
            onClick={() => setOpen((current) => !current)}
          >
            All comments ({unresolvedCommentCount(all)} open)
          </Button>
        </div>
        {open &&
          (threads.isError ? (
            <p role="alert" className={css({ color: 'danger.text' })}>
              The comments could not be loaded. Reload the page to try again.
            </p>
          ) : threads.isPending ? (
            <Spinner />
          ) : ordered.length === 0 ? (
            <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>{COMMENT_MESSAGES.commentsEmpty}</p>
          ) : (
            <ul id={listId} className={list}>
              {ordered.map((thread) => (
                <li key={thread.id} className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
                  <p className={css({ fontWeight: '600' })}>
                    {findQuestion(questionSet, thread.question_id)?.title ?? 'A question no longer asked'}
                  </p>
                  <ul className={list}>
                    <CommentThreadItem assessmentId={assessmentId} thread={thread} readOnly={false} />
                  </ul>
                </li>
              ))}
            </ul>
          ))}
      </div>
    </section>
  )
}

const list = css({ listStyle: 'none', p: '0', m: '0', display: 'flex', flexDirection: 'column', gap: '3' })
