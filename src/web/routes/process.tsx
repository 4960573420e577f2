import { createFileRoute } from '@tanstack/react-router'
import { guardRoute } from '../features/session/guard'
import { Page } from '../ui/page'

export const Route = createFileRoute('/process')({
  beforeLoad: () => guardRoute('/process'),
  component: () => <Page title="Process" />,
})
