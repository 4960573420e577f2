import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { guardRoute } from '../features/session/guard'
import { organisationAccessQueryOptions, useOrganisationAccess } from '../features/users/api/get-organisation-access'
import { InvitePage, inviteForm } from '../features/users/invite-page'

// The organisation is the one whose settings are open: no picker.
export const Route = createFileRoute('/settings/$organisationId/add-user')({
  beforeLoad: () => guardRoute('/settings/$organisationId/add-user'),
  loader: ({ context, params }) => {
    inviteForm.prefetch()
    void context.queryClient.prefetchQuery(organisationAccessQueryOptions(params.organisationId))
  },
  component: () => {
    const { organisationId } = Route.useParams()
    const navigate = useNavigate()
    const organisation = useOrganisationAccess(organisationId)
    return (
      <InvitePage
        title="Add a User"
        organisations={organisation.data && [{ id: organisationId, name: organisation.data.name }]}
        loadFailed={organisation.isError}
        initialOrganisationId={organisationId}
        onDone={() => void navigate({ to: '/settings/$organisationId', params: { organisationId } })}
      />
    )
  },
})
