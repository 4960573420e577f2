import { createFileRoute } from '@tanstack/react-router'
import { ReviewScreen } from '../features/review/review-screen'
import { guardRoute } from '../features/session/guard'

// The review of one engagement: for its reviewers, and the only page of a review-link session.
export const Route = createFileRoute('/review/$engagementId')({
  beforeLoad: () => guardRoute('/review/$engagementId'),
  component: function ReviewRoute() {
    const { engagementId } = Route.useParams()
    return <ReviewScreen engagementId={engagementId} />
  },
})
