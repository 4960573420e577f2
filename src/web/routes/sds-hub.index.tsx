import { createFileRoute } from '@tanstack/react-router'
import { guardRoute } from '../features/session/guard'
import { Page } from '../ui/page'

export const Route = createFileRoute('/sds-hub/')({
  beforeLoad: () => guardRoute('/sds-hub'),
  component: () => <Page title="SDS Hub" />,
})
