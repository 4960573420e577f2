import { createFileRoute } from '@tanstack/react-router'
import { guardRoute } from '../features/session/guard'
import { ReviewPage } from '../features/working-practices/review-page'

export const Route = createFileRoute('/working-practices-review/$engagementId')({
  beforeLoad: () => guardRoute('/working-practices-review/$engagementId'),
  component: () => <ReviewPage engagementId={Route.useParams().engagementId} />,
})
