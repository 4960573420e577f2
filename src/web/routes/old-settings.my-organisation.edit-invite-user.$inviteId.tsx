import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { guardRoute } from '../features/session/guard'
import { inviteQueryOptions } from '../features/users/api/get-invite'
import { InviteDetailPage, inviteDetail } from '../features/users/invite-detail-page'

export const Route = createFileRoute('/old-settings/my-organisation/edit-invite-user/$inviteId')({
  beforeLoad: () => guardRoute('/old-settings/my-organisation/edit-invite-user/$inviteId'),
  loader: ({ context, params }) => {
    inviteDetail.prefetch()
    void context.queryClient.prefetchQuery(inviteQueryOptions(params.inviteId))
  },
  component: () => {
    const { inviteId } = Route.useParams()
    const navigate = useNavigate()
    return (
      <InviteDetailPage
        inviteId={inviteId}
        place="old-settings"
        title="User Invitation"
        onRemoved={(organisation) => void navigate({ to: '/old-settings/my-organisation', search: { organisation } })}
      />
    )
  },
})
