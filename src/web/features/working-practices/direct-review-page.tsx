// One worker's own working practices review, read-only with its result (rule one-off.list, the
// /edit-direct-contractor/{contractorId}/edit-engagement/{engagementId} route).
import { Link } from '@tanstack/react-router'
import { css } from '../../../../styled-system/css'
import { card, link } from '../../../../styled-system/recipes'
import { loadedOnce } from '../../ui/lazy'
import { Page } from '../../ui/page'
import { useEngagement } from '../assessment/api/get-engagement'
import { Failed, Loading } from './one-off-states'
import { ReviewFacts } from './review-facts'
import { layout } from './review-layout'

// The result panel (the scores' tables, the sanitised guidance, the exposure breakdown) loads beside the engagement,
// from the route's loader: the page keeps the line "Loading the review…" until its code has come too.
export const directReviewResult = loadedOnce(() => import('../assessment/result-panel'))

export const DirectReviewPage = ({ contractorId, engagementId }: { contractorId: string; engagementId: string }) => {
  const engagement = useEngagement(engagementId)
  const record = engagement.data
  const current = record?.assessments[0]
  const loaded = directReviewResult.useLoaded()
  return (
    <Page title="One-off Assessment" description="A worker's own working practices review, as they answered it.">
      <p className={css({ mb: '4' })}>
        <Link to="/edit-direct-contractor/$contractorId" params={{ contractorId }} className={link()}>
          Back to the contractor
        </Link>
      </p>
      {engagement.isError ? (
        <Failed what="review" />
      ) : !record || !loaded ? (
        <Loading what="review" />
      ) : (
        <div className={layout}>
          <section aria-labelledby="review-details" className={card()}>
            <h2 id="review-details" className={css({ fontSize: 'lg', fontWeight: '700', mb: '4' })}>
              Engagement details
            </h2>
            <ReviewFacts engagement={record} />
          </section>
          {current?.result ? (
            <loaded.ResultPanel engagement={record} assessment={current} actions={null} />
          ) : (
            <section className={card()} aria-label="Result">
              <p role="status">The worker has not finished this review yet: there is no result.</p>
            </section>
          )}
        </div>
      )}
    </Page>
  )
}
