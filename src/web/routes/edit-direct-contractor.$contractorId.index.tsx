import { createFileRoute } from '@tanstack/react-router'
import { guardRoute } from '../features/session/guard'
import { Page } from '../ui/page'

export const Route = createFileRoute('/edit-direct-contractor/$contractorId/')({
  beforeLoad: () => guardRoute('/edit-direct-contractor/$contractorId'),
  component: () => <Page title="One-off Contractor" />,
})
