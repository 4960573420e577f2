import { createFileRoute } from '@tanstack/react-router'
import { guardRoute } from '../features/session/guard'
import { Page } from '../ui/page'

export const Route = createFileRoute('/settings/$organisationId/manage-user/$inviteId')({
  beforeLoad: () => guardRoute('/settings/$organisationId/manage-user/$inviteId'),
  component: () => <Page title="Manage User" />,
})
