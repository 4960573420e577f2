import { createFileRoute } from '@tanstack/react-router'
import { guardRoute } from '../features/session/guard'
import { DirectReviewPage, directReviewResult } from '../features/working-practices/direct-review-page'

export const Route = createFileRoute('/edit-direct-contractor/$contractorId/edit-engagement/$engagementId')({
  beforeLoad: () => guardRoute('/edit-direct-contractor/$contractorId/edit-engagement/$engagementId'),
  loader: () => directReviewResult.prefetch(),
  component: () => {
    const { contractorId, engagementId } = Route.useParams()
    return <DirectReviewPage contractorId={contractorId} engagementId={engagementId} />
  },
})
