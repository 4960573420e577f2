import { createFileRoute } from '@tanstack/react-router'
import { adminOrganisationChoicesQueryOptions } from '../features/organisations/api/selector'
import { OrganisationsListPage } from '../features/organisations/organisations-list-page'
import { guardRoute } from '../features/session/guard'

export const Route = createFileRoute('/old-settings/organisation/')({
  beforeLoad: () => guardRoute('/old-settings/organisation'),
  loader: ({ context }) => void context.queryClient.prefetchQuery(adminOrganisationChoicesQueryOptions),
  component: OrganisationsListPage,
})
