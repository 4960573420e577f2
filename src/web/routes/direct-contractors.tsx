import { createFileRoute } from '@tanstack/react-router'
import { guardRoute } from '../features/session/guard'
import { Page } from '../ui/page'

export const Route = createFileRoute('/direct-contractors')({
  beforeLoad: () => guardRoute('/direct-contractors'),
  component: () => <Page title="One-off Assessments" />,
})
