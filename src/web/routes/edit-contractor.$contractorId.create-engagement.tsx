import { createFileRoute } from '@tanstack/react-router'
import { guardRoute } from '../features/session/guard'
import { Page } from '../ui/page'

export const Route = createFileRoute('/edit-contractor/$contractorId/create-engagement')({
  beforeLoad: () => guardRoute('/edit-contractor/$contractorId/create-engagement'),
  component: () => <Page title="New Engagement" />,
})
