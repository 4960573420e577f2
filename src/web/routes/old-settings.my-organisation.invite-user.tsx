import { useQuery } from '@tanstack/react-query'
import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { useMemo } from 'react'
import { adminOrganisationChoicesQueryOptions, allChoices } from '../features/organisations/api/selector'
import { guardRoute } from '../features/session/guard'
import { InvitePage, inviteForm } from '../features/users/invite-page'

// ?organisation= preselects the organisation whose users the person was looking at.
export const Route = createFileRoute('/old-settings/my-organisation/invite-user')({
  validateSearch: (raw: Record<string, unknown>): { organisation?: string } =>
    typeof raw.organisation === 'string' && raw.organisation ? { organisation: raw.organisation } : {},
  beforeLoad: () => guardRoute('/old-settings/my-organisation/invite-user'),
  loader: ({ context }) => {
    inviteForm.prefetch()
    void context.queryClient.prefetchQuery(adminOrganisationChoicesQueryOptions)
  },
  component: () => {
    const { organisation } = Route.useSearch()
    const navigate = useNavigate()
    const choices = useQuery(adminOrganisationChoicesQueryOptions)
    const options = useMemo(
      () => choices.data && allChoices(choices.data).map(({ id, name }) => ({ id, name })),
      [choices.data],
    )
    return (
      <InvitePage
        title="Add a new user"
        organisations={options}
        loadFailed={choices.isError}
        initialOrganisationId={organisation}
        onDone={(organisationId) => {
          // Back to the users of the organisation invited into (or, on Cancel, the one looked at before).
          const shown = organisationId ?? organisation
          void navigate({ to: '/old-settings/my-organisation', search: shown ? { organisation: shown } : {} })
        }}
      />
    )
  },
})
