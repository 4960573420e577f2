import { createFileRoute } from '@tanstack/react-router'
import { guardRoute } from '../features/session/guard'
import { Page } from '../ui/page'

export const Route = createFileRoute('/create-contractor')({
  beforeLoad: () => guardRoute('/create-contractor'),
  component: () => <Page title="New Contractor" />,
})
