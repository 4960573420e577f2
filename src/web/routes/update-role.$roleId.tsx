import { createFileRoute } from '@tanstack/react-router'
import { guardRoute } from '../features/session/guard'
import { Page } from '../ui/page'

export const Route = createFileRoute('/update-role/$roleId')({
  beforeLoad: () => guardRoute('/update-role/$roleId'),
  component: () => <Page title="Update Role" />,
})
