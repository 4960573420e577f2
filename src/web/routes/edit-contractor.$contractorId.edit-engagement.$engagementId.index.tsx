import { createFileRoute } from '@tanstack/react-router'
import { guardRoute } from '../features/session/guard'
import { Page } from '../ui/page'

export const Route = createFileRoute('/edit-contractor/$contractorId/edit-engagement/$engagementId/')({
  beforeLoad: () => guardRoute('/edit-contractor/$contractorId/edit-engagement/$engagementId'),
  component: () => <Page title="Engagement" />,
})
