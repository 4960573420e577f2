import { createFileRoute } from '@tanstack/react-router'
import { guardRoute } from '../features/session/guard'
import { Page } from '../ui/page'

export const Route = createFileRoute('/settings/$organisationId/')({
  beforeLoad: () => guardRoute('/settings/$organisationId'),
  component: () => <Page title="Organisation Settings" />,
})
