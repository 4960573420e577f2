// /working-practices-review/{id} (rules wpr.disclaimer, wpr.screens): the worker's own review: its details, and
// the question flow or the result, with reopen, view answers and cancel of a reopening as the engagement
// machine allows (`can`). Before the first answer the PLEASE NOTE disclaimer opens: Cancel goes back to the
// list, Continue starts. Every question is the worker's (the questionnaire's viewer is BOTH).
import { Link } from '@tanstack/react-router'
import { css } from '../../../../styled-system/css'
import { card, link } from '../../../../styled-system/recipes'
import { loadedOnce } from '../../ui/lazy'
import { Page } from '../../ui/page'
import { Spinner } from '../../ui/spinner'
import { useEngagement } from '../assessment/api/get-engagement'
import { ReviewFacts } from './review-facts'
import { layout } from './review-layout'

// The assessment panel (the questionnaire, the result, their dialogs), the link to a client engagement and the
// contradictions load beside the engagement, from the route's loader: the page keeps the line "Loading the
// review…" it shows while the review loads until its code has come too.
export const ownReviewParts = loadedOnce(() => import('./own-review-parts'))

export const REVIEW_PAGE_TITLE = 'Working Practices Assessment'

export const ReviewPage = ({ engagementId }: { engagementId: string }) => {
  const engagement = useEngagement(engagementId)
  const loaded = ownReviewParts.useLoaded()
  return (
    <Page title={REVIEW_PAGE_TITLE} description="Your own review of how the work is really done.">
      <p className={css({ mb: '4' })}>
        <Link to="/working-practices-review" className={link()}>
          Back to your reviews
        </Link>
      </p>
      {engagement.isError ? (
        <p role="alert" className={css({ color: 'danger.text' })}>
          This review could not be loaded. Reload the page to try again.
        </p>
      ) : !engagement.data || !loaded ? (
        <p className={css({ display: 'flex', gap: '2', alignItems: 'center' })}>
          <Spinner size="sm" /> Loading the review…
        </p>
      ) : (
        <div className={layout}>
          <div className={column}>
            <section aria-labelledby="review-details" className={card()}>
              <h2 id="review-details" className={css({ fontSize: 'lg', fontWeight: '700', mb: '4' })}>
                Engagement details
              </h2>
              <ReviewFacts engagement={engagement.data} />
            </section>
            <loaded.ReviewLink review={engagement.data} />
          </div>
          <div className={column}>
            <loaded.OwnReviewAssessment engagement={engagement.data} />
          </div>
        </div>
      )}
    </Page>
  )
}

const column = css({ display: 'flex', flexDirection: 'column', gap: '6', minWidth: '0' })
