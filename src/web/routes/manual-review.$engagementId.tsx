import { createFileRoute } from '@tanstack/react-router'
import { guardRoute } from '../features/session/guard'
import { Page } from '../ui/page'

export const Route = createFileRoute('/manual-review/$engagementId')({
  beforeLoad: () => guardRoute('/manual-review/$engagementId'),
  component: () => <Page title="Manual Review" />,
})
