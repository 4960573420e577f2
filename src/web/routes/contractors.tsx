import { createFileRoute } from '@tanstack/react-router'
import type { Ir35InsuranceFilter } from '#domain/contractors-list'
import { ContractorsListPage } from '../features/contractors/contractors-list-page'
import { CONTRACTORS_LIST_DEFAULTS, parseContractorsSearch } from '../features/contractors/contractors-list-search'
import { guardRoute } from '../features/session/guard'
import { useClaims } from '../features/session/use-session'
import { useListState } from '../ui/use-list-state'

export const Route = createFileRoute('/contractors')({
  validateSearch: parseContractorsSearch,
  beforeLoad: () => guardRoute('/contractors'),
  component: () => {
    const claims = useClaims()
    // The whole search goes to the list state (it reads only its own keys), so it keeps one identity per URL.
    const search = Route.useSearch()
    const navigate = Route.useNavigate()
    return (
      <ContractorsListPage
        organisationId={claims?.organisationId ?? null}
        canCreate={claims?.permissions.includes('Contractors:Create') ?? false}
        list={useListState(search, CONTRACTORS_LIST_DEFAULTS)}
        insurance={search.ir35_insurance ?? null}
        onInsuranceChange={(filter: Ir35InsuranceFilter | null) =>
          // A new filter starts again at page 1, like a new search.
          void navigate({
            search: (previous) => ({ ...previous, ir35_insurance: filter ?? undefined, page: undefined }),
            replace: true,
          })
        }
      />
    )
  },
})
