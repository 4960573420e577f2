// The worker links their review to a client engagement they are the contractor of, so their answers are
// compared with the client's; or removes the link, after confirming.
import { useState } from 'react'
import { CONTRADICTION_MESSAGES } from '#domain/answer-contradictions'
import type { EngagementRecord } from '#domain/assessments'
import { css } from '../../../../styled-system/css'
import { card } from '../../../../styled-system/recipes'
import { Button } from '../../ui/button'
import { ConfirmDialog } from '../../ui/confirm-dialog'
import { SelectField } from '../../ui/select-field'
import { notify } from '../../ui/toaster'
import { useContradictions } from '../contradictions/api/get-contradictions'
import { useChangeReviewLink, useLinkableEngagements } from './api/review-link'

export const ReviewLink = ({ review }: { review: EngagementRecord }) => {
  const linked = useContradictions(review.id).data?.client_engagement ?? null
  const change = useChangeReviewLink(review.id)
  const [confirming, setConfirming] = useState(false)
  const send = (engagementId: string | null) =>
    change.mutate(
      { engagementId, version: review.version },
      {
        onSuccess: () => {
          setConfirming(false)
          notify.success(
            engagementId
              ? { title: 'Review linked', description: 'Your answers are now compared with the client’s.' }
              : { title: 'Link removed', description: 'Your answers are no longer compared with the client’s.' },
          )
        },
      },
    )
  return (
    <section aria-labelledby="review-link" className={card()}>
      <h2 id="review-link" className={css({ fontSize: 'lg', fontWeight: '700', mb: '3' })}>
        Client engagement
      </h2>
      {linked ? (
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '3', alignItems: 'flex-start' })}>
          <p>
            {CONTRADICTION_MESSAGES.linkedTo}: <span className={css({ fontWeight: '600' })}>{linked.name}</span>
          </p>
          <Button variant="outline" onClick={() => setConfirming(true)}>
            {CONTRADICTION_MESSAGES.removeLink}
          </Button>
          <ConfirmDialog
            open={confirming}
            description={CONTRADICTION_MESSAGES.removeConfirm}
            confirmLabel={CONTRADICTION_MESSAGES.removeLink}
            cancelLabel="Cancel"
            tone="danger"
            busy={change.isPending}
            onConfirm={() => send(null)}
            onCancel={() => setConfirming(false)}
          />
        </div>
      ) : (
        <LinkChooser reviewId={review.id} busy={change.isPending} onLink={send} />
      )}
    </section>
  )
}

const LinkChooser = ({
  reviewId,
  busy,
  onLink,
}: {
  reviewId: string
  busy: boolean
  onLink: (engagementId: string) => void
}) => {
  const linkable = useLinkableEngagements(reviewId).data
  const [chosen, setChosen] = useState('')
  if (!linkable) return null
  if (linkable.length === 0) return <p>{CONTRADICTION_MESSAGES.noEngagements}</p>
  return (
    <form
      className={css({ display: 'flex', flexDirection: 'column', gap: '3', alignItems: 'flex-start' })}
      onSubmit={(event) => {
        event.preventDefault()
        if (chosen) onLink(chosen)
      }}
    >
      <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{CONTRADICTION_MESSAGES.notLinked}</p>
      <SelectField
        label={CONTRADICTION_MESSAGES.linkLabel}
        name="linked_engagement"
        placeholder="Choose an engagement"
        options={linkable.map((row) => ({ value: row.id, label: `${row.name} (${row.organisation})` }))}
        value={chosen}
        onChange={setChosen}
        onBlur={() => {}}
      />
      <Button type="submit" disabled={!chosen} loading={busy}>
        Link
      </Button>
    </form>
  )
}
