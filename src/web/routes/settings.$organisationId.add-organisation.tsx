import { createFileRoute } from '@tanstack/react-router'
import { guardRoute } from '../features/session/guard'
import { Page } from '../ui/page'

export const Route = createFileRoute('/settings/$organisationId/add-organisation')({
  beforeLoad: () => guardRoute('/settings/$organisationId/add-organisation'),
  component: () => <Page title="Add an Organisation" />,
})
