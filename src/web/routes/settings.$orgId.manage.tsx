import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { organisationQueryOptions } from '../features/organisations/api/get-organisation'
import { EditOrganisationPage, organisationForm } from '../features/organisations/organisation-form-page'
import { guardRoute } from '../features/session/guard'
import { usersTable } from '../features/users/users-panel'

export const Route = createFileRoute('/settings/$orgId/manage')({
  beforeLoad: () => guardRoute('/settings/$orgId/manage'),
  loader: ({ context, params }) => {
    organisationForm.prefetch()
    usersTable.prefetch()
    void context.queryClient.prefetchQuery(organisationQueryOptions(params.orgId))
  },
  component: () => {
    const { orgId } = Route.useParams()
    const navigate = useNavigate()
    return (
      <EditOrganisationPage
        organisationId={orgId}
        onDone={() => void navigate({ to: '/settings/$organisationId', params: { organisationId: orgId } })}
      />
    )
  },
})
