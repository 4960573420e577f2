import { createFileRoute } from '@tanstack/react-router'
import { guardRoute } from '../features/session/guard'
import { Page } from '../ui/page'

export const Route = createFileRoute('/working-practices-review/start')({
  beforeLoad: () => guardRoute('/working-practices-review/start'),
  component: () => <Page title="Start my working practice review" />,
})
