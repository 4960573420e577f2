import { createFileRoute } from '@tanstack/react-router'
import { hasPermission } from '#domain/roles'
import { completedRolesQueryOptions } from '../features/engagements/api/get-completed-roles'
import { contractorNamesQueryOptions } from '../features/engagements/api/get-contractor'
import { CreateEngagementPage, newEngagementForm } from '../features/engagements/create-engagement-page'
import { organisationSettingsQueryOptions } from '../features/organisations/api/organisation-settings'
import { guardRoute } from '../features/session/guard'
import { sessionActor } from '../features/session/session'

export const Route = createFileRoute('/edit-contractor/$contractorId/create-engagement')({
  beforeLoad: () => guardRoute('/edit-contractor/$contractorId/create-engagement'),
  // Prefetch only, and only what the page will ask for: a failure is the page's to show, not the router's.
  loader: ({ context, params }) => {
    const claims = sessionActor.getSnapshot().context.claims
    const organisationId = claims?.organisationId
    if (!organisationId || !hasPermission(claims.permissions, 'Engagements:Create')) return
    newEngagementForm.prefetch()
    void context.queryClient.prefetchQuery(contractorNamesQueryOptions(params.contractorId))
    void context.queryClient.prefetchQuery(organisationSettingsQueryOptions(organisationId))
    void context.queryClient.prefetchQuery(completedRolesQueryOptions(organisationId))
  },
  component: () => {
    const { contractorId } = Route.useParams()
    return <CreateEngagementPage key={contractorId} contractorId={contractorId} />
  },
})
