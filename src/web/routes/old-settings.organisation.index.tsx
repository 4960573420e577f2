import { createFileRoute } from '@tanstack/react-router'
import { guardRoute } from '../features/session/guard'
import { Page } from '../ui/page'

export const Route = createFileRoute('/old-settings/organisation/')({
  beforeLoad: () => guardRoute('/old-settings/organisation'),
  component: () => <Page title="Organisations" />,
})
