import { createFileRoute } from '@tanstack/react-router'
import { guardRoute } from '../features/session/guard'
import { ownReviewParts, ReviewPage } from '../features/working-practices/review-page'

export const Route = createFileRoute('/working-practices-review/$engagementId')({
  beforeLoad: () => guardRoute('/working-practices-review/$engagementId'),
  loader: () => ownReviewParts.prefetch(),
  component: () => <ReviewPage engagementId={Route.useParams().engagementId} />,
})
