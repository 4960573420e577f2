import { createFileRoute } from '@tanstack/react-router'
import { guardRoute } from '../features/session/guard'
import { Page } from '../ui/page'

export const Route = createFileRoute('/roles')({
  beforeLoad: () => guardRoute('/roles'),
  component: () => <Page title="Roles" />,
})
