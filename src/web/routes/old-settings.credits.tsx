import { createFileRoute } from '@tanstack/react-router'
import { CreditsPage } from '../features/organisations/credits-page'
import { guardRoute } from '../features/session/guard'
import { useClaims } from '../features/session/use-session'

export const Route = createFileRoute('/old-settings/credits')({
  beforeLoad: () => guardRoute('/old-settings/credits'),
  component: () => <CreditsPage selectedOrganisationId={useClaims()?.organisationId ?? null} />,
})
