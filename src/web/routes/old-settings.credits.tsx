import { createFileRoute } from '@tanstack/react-router'
import { guardRoute } from '../features/session/guard'
import { Page } from '../ui/page'

export const Route = createFileRoute('/old-settings/credits')({
  beforeLoad: () => guardRoute('/old-settings/credits'),
  component: () => <Page title="Credits" />,
})
