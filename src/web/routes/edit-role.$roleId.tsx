import { createFileRoute } from '@tanstack/react-router'
import { guardRoute } from '../features/session/guard'
import { Page } from '../ui/page'

export const Route = createFileRoute('/edit-role/$roleId')({
  beforeLoad: () => guardRoute('/edit-role/$roleId'),
  component: () => <Page title="Edit Role" />,
})
