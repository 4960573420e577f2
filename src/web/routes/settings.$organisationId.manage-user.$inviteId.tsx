import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { guardRoute } from '../features/session/guard'
import { inviteQueryOptions } from '../features/users/api/get-invite'
import { InviteDetailPage, inviteDetail } from '../features/users/invite-detail-page'

export const Route = createFileRoute('/settings/$organisationId/manage-user/$inviteId')({
  beforeLoad: () => guardRoute('/settings/$organisationId/manage-user/$inviteId'),
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
        place="settings"
        title="Manage User"
        onRemoved={(organisationId) => void navigate({ to: '/settings/$organisationId', params: { organisationId } })}
      />
    )
  },
})
