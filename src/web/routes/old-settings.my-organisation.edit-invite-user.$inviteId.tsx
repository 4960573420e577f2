import { createFileRoute } from '@tanstack/react-router'
import { guardRoute } from '../features/session/guard'
import { Page } from '../ui/page'

export const Route = createFileRoute('/old-settings/my-organisation/edit-invite-user/$inviteId')({
  beforeLoad: () => guardRoute('/old-settings/my-organisation/edit-invite-user/$inviteId'),
  component: () => <Page title="User Invitation" />,
})
