import { createFileRoute } from '@tanstack/react-router'
import { guardRoute } from '../features/session/guard'
import { Page } from '../ui/page'

export const Route = createFileRoute('/working-practices-review/$engagementId')({
  beforeLoad: () => guardRoute('/working-practices-review/$engagementId'),
  component: () => <Page title="Working Practices Assessment" />,
})
