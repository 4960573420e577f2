// The review panel (rules signoff.panel, signoff.review): where the sign-off stands, the current
// reviewers a page at a time, the removed ones apart and read-only, and "Open assessment to reviewers" for
// whoever may open it.
import { useState } from 'react'
import { REVIEW_MESSAGES } from '#domain/reviewers'
import { css } from '../../../../styled-system/css'
import { callout, card } from '../../../../styled-system/recipes'
import { Button } from '../../ui/button'
import { PageButtons } from '../../ui/page-buttons'
import { Spinner } from '../../ui/spinner'
import { useEngagementReviewers } from './api/get-reviewers'
import { useOpenToReviewers } from './api/reviewer-commands'
import { reviewPanelViewOf, unopenedIndividuals } from './review-panel-view'
import { ReviewerTable } from './reviewer-table'

export const ReviewPanel = ({ engagementId }: { engagementId: string }) => {
  const reviewers = useEngagementReviewers(engagementId)
  const open = useOpenToReviewers()
  const [page, setPage] = useState(1)
  const headingId = `review-panel-${engagementId}`

  if (reviewers.isError)
    return (
      <p role="alert" className={css({ color: 'danger.text' })}>
        The reviewers could not be loaded. Reload the page to try again.
      </p>
    )
  if (!reviewers.data)
    return (
      <p className={css({ display: 'flex', gap: '2', alignItems: 'center' })}>
        <Spinner size="sm" /> Loading the reviewers…
      </p>
    )
  const { items, can_open } = reviewers.data
  const view = reviewPanelViewOf(items, page)
  const unopened = unopenedIndividuals(items)
  return (
    <section aria-labelledby={headingId} className={card()}>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
        <header className={css({ display: 'flex', gap: '3', alignItems: 'center', flexWrap: 'wrap' })}>
          <h2 id={headingId} className={css({ fontSize: 'xl', fontWeight: '700' })}>
            Review
          </h2>
          <p role="status" data-complete={view.complete || undefined} className={statusPill}>
            {view.heading}
          </p>
        </header>
        {view.mineCompleted && (
          <p role="status" className={callout()}>
            {REVIEW_MESSAGES.completed}
          </p>
        )}
        {view.note && (
          <p role="note" className={callout()}>
            {view.note}
          </p>
        )}
        <ReviewerTable caption="Reviewers" rows={view.rows} />
        {view.pages > 1 && <PageButtons page={view.page} pages={view.pages} onPage={setPage} label="Reviewer pages" />}
        {view.removed.length > 0 && (
          <section
            aria-label={REVIEW_MESSAGES.removedUsers}
            className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}
          >
            <h3 className={css({ fontSize: 'md', fontWeight: '700', color: 'fg.muted' })}>
              {REVIEW_MESSAGES.removedUsers}
            </h3>
            <ReviewerTable caption={REVIEW_MESSAGES.removedUsers} rows={view.removed} />
          </section>
        )}
        {can_open && unopened.length > 0 && (
          <div>
            <Button
              loading={open.isPending}
              onClick={() =>
                void open
                  .mutateAsync({ engagementId, reviewerIds: unopened.map((reviewer) => reviewer.id) })
                  .catch(() => undefined)
              }
            >
              {REVIEW_MESSAGES.openToReviewers}
            </Button>
          </div>
        )}
      </div>
    </section>
  )
}

const statusPill = css({
  px: '3',
  py: '1',
  borderRadius: 'full',
  fontSize: 'sm',
  fontWeight: '700',
  bg: 'warning.subtle',
  color: 'warning.text',
  '&[data-complete]': { bg: 'success.subtle', color: 'success.text' },
})
