// /working-practices-review/{id} (rules wpr.disclaimer, wpr.screens): the worker's own review: its details, and
// the question flow or the result, with reopen, view answers and cancel of a reopening as the engagement
// machine allows (`can`). Before the first answer the PLEASE NOTE disclaimer opens: Cancel goes back to the
// list, Continue starts. Every question is the worker's (the questionnaire's viewer is BOTH).
import { Link, useNavigate } from '@tanstack/react-router'
import { useMemo } from 'react'
import { DISCLAIMER } from '#domain/working-practice-values'
import { css } from '../../../../styled-system/css'
import { card, link } from '../../../../styled-system/recipes'
import { Page } from '../../ui/page'
import { Spinner } from '../../ui/spinner'
import { useEngagement } from '../assessment/api/get-engagement'
import { type Answering, AssessmentPanel } from '../assessment/assessment-panel'
import { ContradictionsPanel } from '../contradictions/contradictions-panel'
import { ReviewFacts } from './review-facts'
import { layout } from './review-layout'
import { ReviewLink } from './review-link'

export const REVIEW_PAGE_TITLE = 'Working Practices Assessment'

const disclaimer = (
  <span className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
    {DISCLAIMER.body.map((paragraph) => (
      <span key={paragraph}>{paragraph}</span>
    ))}
  </span>
)

export const ReviewPage = ({ engagementId }: { engagementId: string }) => {
  const engagement = useEngagement(engagementId)
  const navigate = useNavigate()
  const answering = useMemo<Answering>(
    () => ({
      respondent: 'CONTRACTOR',
      viewer: 'BOTH',
      startPrompt: {
        title: DISCLAIMER.title,
        description: disclaimer,
        confirmLabel: DISCLAIMER.continue,
        cancelLabel: DISCLAIMER.cancel,
      },
      submittedToast: { title: 'Review submitted', description: 'Your result is shown beside the details.' },
      onLeave: () => void navigate({ to: '/working-practices-review' }),
    }),
    [navigate],
  )
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
      ) : !engagement.data ? (
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
            <ReviewLink review={engagement.data} />
          </div>
          <div className={column}>
            <AssessmentPanel engagement={engagement.data} answering={answering} />
            <ContradictionsPanel engagementId={engagementId} />
          </div>
        </div>
      )}
    </Page>
  )
}

const column = css({ display: 'flex', flexDirection: 'column', gap: '6', minWidth: '0' })
