import { createFileRoute } from '@tanstack/react-router'
import { guardRoute } from '../features/session/guard'
import { Page } from '../ui/page'

export const Route = createFileRoute('/settings/$organisationId/add-user')({
  beforeLoad: () => guardRoute('/settings/$organisationId/add-user'),
  component: () => <Page title="Add a User" />,
})
