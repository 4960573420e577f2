// "Finalise review" for a reviewer whose own record is open (rule manual-review.flow): the "finished
// reviewing" box must be ticked; the confirmation warns of unresolved comments, and declining then shows them.
import { useId, useState } from 'react'
import { COMMENT_MESSAGES, unresolvedCommentsWarning } from '#domain/comment-values'
import { REVIEW_MESSAGES } from '#domain/reviewers'
import { css } from '../../../../styled-system/css'
import { card } from '../../../../styled-system/recipes'
import { Button } from '../../ui/button'
import { Checkbox } from '../../ui/checkbox'
import { ConfirmDialog } from '../../ui/confirm-dialog'
import { useSignOff } from './api/reviewer-commands'

type FinaliseReviewProps = {
  engagementId: string
  reviewerId: string
  unresolvedComments: number
  /** Declined while comments are unresolved: show them. */
  onShowComments: () => void
}

export const FinaliseReview = ({
  engagementId,
  reviewerId,
  unresolvedComments,
  onShowComments,
}: FinaliseReviewProps) => {
  const signOff = useSignOff()
  const [finished, setFinished] = useState(false)
  const [missingTick, setMissingTick] = useState(false)
  const [confirming, setConfirming] = useState(false)
  const headingId = useId()

  const finalise = () => {
    if (!finished) return setMissingTick(true)
    setConfirming(true)
  }
  const decline = () => {
    setConfirming(false)
    if (unresolvedComments > 0) onShowComments()
  }
  const confirm = () =>
    void signOff
      .mutateAsync({ engagementId, reviewerId })
      .catch(() => undefined)
      .finally(() => setConfirming(false))

  return (
    <section aria-labelledby={headingId} className={card()}>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '3', alignItems: 'flex-start' })}>
        <h2 id={headingId} className={css({ fontSize: 'lg', fontWeight: '700' })}>
          Your review
        </h2>
        <Checkbox
          checked={finished}
          invalid={missingTick && !finished}
          onCheckedChange={({ checked }) => setFinished(checked === true)}
        >
          {REVIEW_MESSAGES.finishedReviewingLabel}
        </Checkbox>
        {missingTick && !finished && (
          <p role="alert" className={css({ color: 'danger.text', fontSize: 'sm', fontWeight: '600' })}>
            {REVIEW_MESSAGES.finishedReviewingRequired}
          </p>
        )}
        <Button onClick={finalise}>{REVIEW_MESSAGES.finaliseReview}</Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={REVIEW_MESSAGES.finaliseReview}
        description={
          unresolvedComments > 0 ? unresolvedCommentsWarning(unresolvedComments) : COMMENT_MESSAGES.finaliseConfirm
        }
        busy={signOff.isPending}
        onConfirm={confirm}
        onCancel={decline}
      />
    </section>
  )
}
