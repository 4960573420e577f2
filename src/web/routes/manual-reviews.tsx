import { createFileRoute } from '@tanstack/react-router'
import { guardRoute } from '../features/session/guard'
import { Page } from '../ui/page'

export const Route = createFileRoute('/manual-reviews')({
  beforeLoad: () => guardRoute('/manual-reviews'),
  component: () => <Page title="Manual Reviews" />,
})
