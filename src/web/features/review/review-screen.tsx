// /review/{engagementId} (rules manual-review.screen, signoff.review, manual-review.flow): the engagement's
// facts on the left; on the right what is being signed off (the result with its reasons, HMRC's equivalent
// outcome and the financial exposure), then the current assessment's answers from the first category, read-only
// but open to comments, every comment thread, the review panel and, for a reviewer whose own review is open,
// "Finalise review".
import type { ReactNode } from 'react'
import type { AssessmentRecord, EngagementRecord } from '#domain/assessments'
import { card } from '../../../../styled-system/recipes'
import { isHttpError } from '../../api/client'
import { loadedOnce } from '../../ui/lazy'
import { Page } from '../../ui/page'
import { useEngagement } from '../assessment/api/get-engagement'
import { EngagementFacts } from '../assessment/engagement-facts'
import { ScreenLayout } from '../engagement-details/screen-layout'
import { LoadingLine } from './loading-line'

// The assessment's side (the questionnaire, the result with its tables, the comments and their forms, the review
// panel and its dialogs) loads beside the engagement, from the route's loader: the page paints its frame without
// it, and the assessment keeps the line "Loading the questions…" it shows while they load until both are there.
export const reviewedAssessment = loadedOnce(() => import('./reviewed-assessment'))

/** What a screen built on this one adds beside the answers (the manual review's result and override tools). */
export type ReviewTools = (view: { engagement: EngagementRecord; assessment: AssessmentRecord }) => ReactNode

export const ReviewScreen = ({
  engagementId,
  title = 'Review',
  tools,
  resultActions,
  toolsPending = false,
}: {
  engagementId: string
  title?: string
  tools?: ReviewTools
  /** Buttons under the result (the manual review's override). */
  resultActions?: ReviewTools
  /** True while what the screen built on this one adds has not loaded: the assessment keeps its loading line. */
  toolsPending?: boolean
}) => {
  const engagement = useEngagement(engagementId)
  const loaded = reviewedAssessment.useLoaded()
  const record = engagement.data
  return (
    <Page title={record ? `${title}: ${record.name}` : title}>
      {engagement.isError ? (
        <p role="alert">
          {isHttpError(engagement.error, 404) || isHttpError(engagement.error, 403)
            ? 'This engagement could not be found, or it is not yours to review.'
            : 'The engagement could not be loaded. Reload the page to try again.'}
        </p>
      ) : !record ? (
        <LoadingLine what="the engagement" />
      ) : (
        <ScreenLayout
          details={
            <section aria-label="Engagement details" className={card()}>
              <EngagementFacts view={record} />
            </section>
          }
          assessment={
            !record.assessments[0] ? (
              <p>This engagement has no assessment to review yet.</p>
            ) : !loaded || toolsPending ? (
              <LoadingLine what="the questions" />
            ) : (
              <loaded.ReviewedAssessment
                engagement={record}
                assessment={record.assessments[0]}
                tools={tools}
                resultActions={resultActions}
              />
            )
          }
        />
      )}
    </Page>
  )
}
