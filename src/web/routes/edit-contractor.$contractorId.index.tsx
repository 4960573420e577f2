import { createFileRoute } from '@tanstack/react-router'
import { guardRoute } from '../features/session/guard'
import { Page } from '../ui/page'

export const Route = createFileRoute('/edit-contractor/$contractorId/')({
  beforeLoad: () => guardRoute('/edit-contractor/$contractorId'),
  component: () => <Page title="Edit Contractor Details" />,
})
