import { createFileRoute } from '@tanstack/react-router'
import { ReviewScreen, reviewedAssessment } from '../features/review/review-screen'
import { guardRoute } from '../features/session/guard'

// The review of one engagement: for its reviewers, and the only page of a review-link session.
export const Route = createFileRoute('/review/$engagementId')({
  beforeLoad: () => guardRoute('/review/$engagementId'),
  loader: () => reviewedAssessment.prefetch(),
  component: function ReviewRoute() {
    const { engagementId } = Route.useParams()
    return <ReviewScreen engagementId={engagementId} />
  },
})
