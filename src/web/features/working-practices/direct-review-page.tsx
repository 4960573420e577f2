// One worker's own working practices review, read-only with its result (rule one-off.list, the
// /edit-direct-contractor/{contractorId}/edit-engagement/{engagementId} route).
import { Link } from '@tanstack/react-router'
import { css } from '../../../../styled-system/css'
import { card, link } from '../../../../styled-system/recipes'
import { Page } from '../../ui/page'
import { useEngagement } from '../assessment/api/get-engagement'
import { ResultPanel } from '../assessment/result-panel'
import { Failed, Loading } from './one-off-states'
import { ReviewFacts } from './review-facts'
import { layout } from './review-layout'

export const DirectReviewPage = ({ contractorId, engagementId }: { contractorId: string; engagementId: string }) => {
  const engagement = useEngagement(engagementId)
  const record = engagement.data
  const current = record?.assessments[0]
  return (
    <Page title="One-off Assessment" description="A worker's own working practices review, as they answered it.">
      <p className={css({ mb: '4' })}>
        <Link to="/edit-direct-contractor/$contractorId" params={{ contractorId }} className={link()}>
          Back to the contractor
        </Link>
      </p>
      {engagement.isError ? (
        <Failed what="review" />
      ) : !record ? (
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
            <ResultPanel engagement={record} assessment={current} actions={null} />
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
