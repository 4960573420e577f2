import { createFileRoute } from '@tanstack/react-router'
import { guardRoute } from '../features/session/guard'
import { Page } from '../ui/page'

export const Route = createFileRoute('/settings/')({
  beforeLoad: () => guardRoute('/settings'),
  component: () => <Page title="Settings" />,
})
