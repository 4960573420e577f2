import { createFileRoute } from '@tanstack/react-router'
import { guardRoute } from '../features/session/guard'
import { Page } from '../ui/page'

export const Route = createFileRoute('/edit-org-info')({
  beforeLoad: () => guardRoute('/edit-org-info'),
  component: () => <Page title="Your details" />,
})
