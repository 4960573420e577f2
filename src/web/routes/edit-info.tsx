import { createFileRoute } from '@tanstack/react-router'
import { guardRoute } from '../features/session/guard'
import { Page } from '../ui/page'

export const Route = createFileRoute('/edit-info')({
  beforeLoad: () => guardRoute('/edit-info'),
  component: () => <Page title="Your Profile" />,
})
