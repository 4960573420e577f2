import { createFileRoute } from '@tanstack/react-router'
import { ReviewScreen } from '../features/review/review-screen'
import { guardRoute } from '../features/session/guard'

// Without a session, the e-mailed link signs the visitor in as a reviewer for this engagement.
export const Route = createFileRoute('/review/$engagementId')({
  beforeLoad: ({ params }) => guardRoute('/review/$engagementId', { reviewerState: params.engagementId }),
  component: function ReviewRoute() {
    const { engagementId } = Route.useParams()
    return <ReviewScreen engagementId={engagementId} />
  },
})
