import { createFileRoute } from '@tanstack/react-router'
import { guardRoute } from '../features/session/guard'
import { Page } from '../ui/page'

export const Route = createFileRoute('/sds-hub/view-sds/$engagmentId')({
  beforeLoad: () => guardRoute('/sds-hub/view-sds/$engagmentId'),
  component: () => <Page title="IR35 SDS Document" />,
})
