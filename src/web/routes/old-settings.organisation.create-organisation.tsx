import { createFileRoute } from '@tanstack/react-router'
import { guardRoute } from '../features/session/guard'
import { Page } from '../ui/page'

export const Route = createFileRoute('/old-settings/organisation/create-organisation')({
  beforeLoad: () => guardRoute('/old-settings/organisation/create-organisation'),
  component: () => <Page title="Create Organisation" />,
})
