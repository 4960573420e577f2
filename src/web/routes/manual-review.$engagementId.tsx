import { createFileRoute } from '@tanstack/react-router'
import { ManualReviewScreen, manualReviewTools } from '../features/manual-reviews/manual-review-screen'
import { reviewedAssessment } from '../features/review/review-screen'
import { guardRoute } from '../features/session/guard'

// One engagement's manual review (rule manual-review.screen): the review screen with the override tools.
export const Route = createFileRoute('/manual-review/$engagementId')({
  beforeLoad: () => guardRoute('/manual-review/$engagementId'),
  loader: () => {
    reviewedAssessment.prefetch()
    manualReviewTools.prefetch()
  },
  component: function ManualReviewRoute() {
    const { engagementId } = Route.useParams()
    return <ManualReviewScreen engagementId={engagementId} />
  },
})
