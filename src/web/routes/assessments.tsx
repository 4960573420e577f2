import { createFileRoute } from '@tanstack/react-router'
import { guardRoute } from '../features/session/guard'
import { Page } from '../ui/page'

export const Route = createFileRoute('/assessments')({
  beforeLoad: () => guardRoute('/assessments'),
  component: () => <Page title="Assessments" />,
})
