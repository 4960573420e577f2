import { createFileRoute } from '@tanstack/react-router'
import { guardRoute } from '../features/session/guard'
import { Page } from '../ui/page'

// Without a session, the e-mailed link signs the visitor in as a reviewer for this engagement.
export const Route = createFileRoute('/review/$engagementId')({
  beforeLoad: ({ params }) => guardRoute('/review/$engagementId', { reviewerState: params.engagementId }),
  component: () => <Page title="Review" />,
})
