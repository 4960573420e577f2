import { createFileRoute, Navigate } from '@tanstack/react-router'
import { NoOrganisationSelected } from '../features/organisations/no-organisation-selected'
import { guardRoute } from '../features/session/guard'
import { useClaims } from '../features/session/use-session'

// /settings opens the settings of the organisation selected in the session.
export const Route = createFileRoute('/settings/')({
  beforeLoad: () => guardRoute('/settings'),
  component: () => {
    const organisationId = useClaims()?.organisationId
    return organisationId ? (
      <Navigate to="/settings/$organisationId" params={{ organisationId }} replace />
    ) : (
      <NoOrganisationSelected />
    )
  },
})
