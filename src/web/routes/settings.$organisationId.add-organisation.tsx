import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { organisationQueryOptions } from '../features/organisations/api/get-organisation'
import { CreateOrganisationPage, organisationForm } from '../features/organisations/organisation-form-page'
import { guardRoute } from '../features/session/guard'

// Add organisation creates a child of the current organisation.
export const Route = createFileRoute('/settings/$organisationId/add-organisation')({
  beforeLoad: () => guardRoute('/settings/$organisationId/add-organisation'),
  loader: ({ context, params }) => {
    organisationForm.prefetch()
    void context.queryClient.prefetchQuery(organisationQueryOptions(params.organisationId))
  },
  component: () => {
    const { organisationId } = Route.useParams()
    const navigate = useNavigate()
    return (
      <CreateOrganisationPage
        parentId={organisationId}
        onDone={() => void navigate({ to: '/settings/$organisationId', params: { organisationId } })}
      />
    )
  },
})
