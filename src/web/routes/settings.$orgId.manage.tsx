import { createFileRoute } from '@tanstack/react-router'
import { guardRoute } from '../features/session/guard'
import { Page } from '../ui/page'

export const Route = createFileRoute('/settings/$orgId/manage')({
  beforeLoad: () => guardRoute('/settings/$orgId/manage'),
  component: () => <Page title="Manage Organisation" />,
})
