import { createFileRoute } from '@tanstack/react-router'
import { guardRoute } from '../features/session/guard'
import { Page } from '../ui/page'

export const Route = createFileRoute('/edit-direct-contractor/$contractorId/edit-engagement/$engagementId')({
  beforeLoad: () => guardRoute('/edit-direct-contractor/$contractorId/edit-engagement/$engagementId'),
  component: () => <Page title="One-off Assessment" />,
})
