import { createFileRoute } from '@tanstack/react-router'
import { guardRoute } from '../features/session/guard'
import { Page } from '../ui/page'

export const Route = createFileRoute('/old-settings/organisation/edit-organisation/$orgId')({
  beforeLoad: () => guardRoute('/old-settings/organisation/edit-organisation/$orgId'),
  component: () => <Page title="Edit Organisation" />,
})
