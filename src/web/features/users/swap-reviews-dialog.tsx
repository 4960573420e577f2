// "Swap reviews" (rule reviews.swap): a Sign Off User's outstanding reviews, in the selected
// organisation and below it, move all at once to another Sign Off User chosen here.
import { useForm } from '@tanstack/react-form'
import { useState } from 'react'
import { type ActorReview, REVIEW_MESSAGES } from '#domain/reviewers'
import { css, cx } from '../../../../styled-system/css'
import { callout } from '../../../../styled-system/recipes'
import { errorMessageOf, isHttpError } from '../../api/client'
import { Button } from '../../ui/button'
import { DataTable, type ListColumn } from '../../ui/data-table'
import * as Dialog from '../../ui/dialog'
import { messageAfterLeaving } from '../../ui/field-messages'
import { SelectField } from '../../ui/select-field'
import { Spinner } from '../../ui/spinner'
import { notify } from '../../ui/toaster'
import { useActorReviews, useTransferReviews, useTransferTargets } from './api/review-transfer'

type SwapReviewsDialogProps = {
  open: boolean
  actorId: string
  who: string
  /** Where the focus goes when the dialog closes, when not back to what had it before. */
  finalFocus?: () => HTMLElement | null
  onClose: () => void
}

export const SwapReviewsDialog = ({ open, actorId, who, finalFocus, onClose }: SwapReviewsDialogProps) => (
  <Dialog.Root open={open} onOpenChange={({ open: next }) => !next && onClose()} finalFocusEl={finalFocus}>
    <Dialog.Frame>
      <Dialog.Title>Swap reviews</Dialog.Title>
      <Dialog.Description>Move every outstanding sign-off review of {who} to another Sign Off User.</Dialog.Description>
      <SwapReviews actorId={actorId} who={who} onDone={onClose} />
    </Dialog.Frame>
  </Dialog.Root>
)

const nameOf = (target: { first_name: string | null; last_name: string | null; email: string }) =>
  [target.first_name, target.last_name].filter(Boolean).join(' ') || target.email

const REPLACEMENT_REQUIRED = 'Please choose who receives the reviews.'
const replacementRule = ({ value }: { value: string }) => (value === '' ? REPLACEMENT_REQUIRED : undefined)

/** Mounted with the dialog's content: the reviews and targets are read each time it opens. */
const SwapReviews = ({ actorId, who, onDone }: { actorId: string; who: string; onDone: () => void }) => {
  const reviews = useActorReviews(actorId)
  const targets = useTransferTargets(actorId)
  const transfer = useTransferReviews()
  // The server's refusal, kept in the dialog to read while choosing again.
  const [problem, setProblem] = useState<string | null>(null)
  const form = useForm({
    defaultValues: { replacementId: '' },
    onSubmit: async ({ value: { replacementId } }) => {
      try {
        const transferred = await transfer.mutateAsync({ actorId, replacementId })
        const to = targets.data?.find((target) => target.id === replacementId)
        notify.success({
          title: 'Reviews swapped',
          description: `${transferred} ${transferred === 1 ? 'review' : 'reviews'} moved from ${who} to ${to ? nameOf(to) : 'the chosen user'}.`,
        })
        onDone()
      } catch (error) {
        // The HTTP client toasts a 400 or 409; it stays in the dialog too, to read while choosing again.
        if (isHttpError(error, 400) || isHttpError(error, 403) || isHttpError(error, 409))
          setProblem(errorMessageOf(error.data))
        else if (!isHttpError(error)) console.error('Error swapping reviews', error)
      }
    },
  })

  if (reviews.isPending || targets.isPending) return <Spinner />
  if (reviews.isError || targets.isError)
    return (
      <p role="alert" className={css({ color: 'danger.text' })}>
        The reviews of {who} could not be loaded. Close this and try again.
      </p>
    )

  const noTargets = targets.data.length === 0
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <OutstandingReviews reviews={reviews.data} />
      {noTargets ? (
        <p role="status" className={cx(callout(), css({ py: '2' }))}>
          {REVIEW_MESSAGES.noTargets}
        </p>
      ) : (
        <form.Subscribe selector={(state) => state.submissionAttempts}>
          {(attempts) => (
            <form.Field name="replacementId" validators={{ onChange: replacementRule, onSubmit: replacementRule }}>
              {(field) => (
                <SelectField
                  label="Move the reviews to"
                  name={field.name}
                  required
                  placeholder="Choose a user"
                  options={targets.data.map((target) => ({ value: target.id, label: nameOf(target) }))}
                  value={field.state.value}
                  onChange={field.handleChange}
                  onBlur={() => {
                    field.handleBlur()
                    // Leaving it unchosen tells its rule too.
                    void field.validate('change')
                  }}
                  error={messageAfterLeaving(attempts, field.state.meta)}
                />
              )}
            </form.Field>
          )}
        </form.Subscribe>
      )}
      {problem && (
        <p role="alert" className={cx(callout({ tone: 'danger' }), css({ py: '2' }))}>
          {problem}
        </p>
      )}
      <div className={css({ display: 'flex', justifyContent: 'flex-end', gap: '3', flexWrap: 'wrap' })}>
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
        {!noTargets && (
          <Button
            loading={transfer.isPending}
            onClick={() => {
              setProblem(null)
              void form.handleSubmit()
            }}
          >
            Swap reviews
          </Button>
        )}
      </div>
    </div>
  )
}

const REVIEW_COLUMNS: ListColumn<ActorReview>[] = [
  { id: 'engagement', header: 'Engagement', accessorFn: (review) => review.engagement_name },
  { id: 'organisation', header: 'Organisation', accessorFn: (review) => review.organisation },
  { id: 'status', header: 'Status', accessorFn: (review) => review.status },
]

const OutstandingReviews = ({ reviews }: { reviews: readonly ActorReview[] }) =>
  reviews.length === 0 ? (
    <p className={css({ color: 'fg.muted' })}>No outstanding reviews.</p>
  ) : (
    <DataTable
      caption="Outstanding reviews"
      columns={REVIEW_COLUMNS}
      rows={reviews}
      getRowId={(review) => review.reviewer_id}
      empty={null}
      // Narrow: each entry a block of labelled lines, not a table to scroll.
      stacked
    />
  )
