import { createFileRoute } from '@tanstack/react-router'
import { guardRoute } from '../features/session/guard'
import { Page } from '../ui/page'

// The review of one engagement: for its reviewers, and the only page of a review-link session.
export const Route = createFileRoute('/review/$engagementId')({
  beforeLoad: () => guardRoute('/review/$engagementId'),
  component: () => <Page title="Review" />,
})
