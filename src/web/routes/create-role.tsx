import { createFileRoute } from '@tanstack/react-router'
import { guardRoute } from '../features/session/guard'
import { Page } from '../ui/page'

export const Route = createFileRoute('/create-role')({
  beforeLoad: () => guardRoute('/create-role'),
  component: () => <Page title="New Role" />,
})
