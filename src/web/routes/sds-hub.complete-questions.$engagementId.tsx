import { createFileRoute } from '@tanstack/react-router'
import { guardRoute } from '../features/session/guard'
import { Page } from '../ui/page'

export const Route = createFileRoute('/sds-hub/complete-questions/$engagementId')({
  beforeLoad: () => guardRoute('/sds-hub/complete-questions/$engagementId'),
  component: () => <Page title="Complete Questions" />,
})
