import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { useMemo } from 'react'
import { adminOrganisationChoicesQueryOptions, allChoices } from '../features/organisations/api/selector'
import { guardRoute } from '../features/session/guard'
import { useClaims } from '../features/session/use-session'
import { MyOrganisationPage } from '../features/users/my-organisation-page'
import { USERS_LIST_DEFAULTS } from '../features/users/users-list-state'
import { type ListSearch, parseListSearch } from '../ui/list-state'
import { useListState } from '../ui/use-list-state'

type MyOrganisationSearch = ListSearch & { organisation?: string }

export const Route = createFileRoute('/old-settings/my-organisation/')({
  validateSearch: (raw: Record<string, unknown>): MyOrganisationSearch => ({
    ...(typeof raw.organisation === 'string' && raw.organisation ? { organisation: raw.organisation } : {}),
    ...parseListSearch(raw, USERS_LIST_DEFAULTS),
  }),
  beforeLoad: () => guardRoute('/old-settings/my-organisation'),
  loader: ({ context }) => void context.queryClient.prefetchQuery(adminOrganisationChoicesQueryOptions),
  component: () => {
    const { organisation, ...search } = Route.useSearch()
    const navigate = Route.useNavigate()
    const selected = useClaims()?.organisationId ?? null
    const choices = useQuery(adminOrganisationChoicesQueryOptions)
    const options = useMemo(
      () => choices.data && allChoices(choices.data).map(({ id, name }) => ({ id, name })),
      [choices.data],
    )
    const list = useListState(search, USERS_LIST_DEFAULTS)
    // The organisation in the link, else the one selected in the session, else the first one managed.
    const organisationId =
      options?.find((o) => o.id === organisation)?.id ?? options?.find((o) => o.id === selected)?.id ?? options?.[0]?.id
    return (
      <MyOrganisationPage
        organisations={options}
        loadFailed={choices.isError}
        organisationId={organisationId ?? null}
        onOrganisationChange={(next) => void navigate({ search: { organisation: next }, replace: true })}
        list={list}
      />
    )
  },
})
