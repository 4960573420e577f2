import { createFileRoute } from '@tanstack/react-router'
import { hubActionsQueryOptions } from '../features/sds-hub/api/get-hub-actions'
import { hubInProgressQueryOptions } from '../features/sds-hub/api/get-hub-in-progress'
import { parseSdsHubSearch, SDS_MANAGER_DEFAULTS, type SdsHubSearch } from '../features/sds-hub/hub-search'
import { SdsHubPage } from '../features/sds-hub/sds-hub-page'
import { guardRoute } from '../features/session/guard'
import { useListState } from '../ui/use-list-state'

export const Route = createFileRoute('/sds-hub/')({
  validateSearch: parseSdsHubSearch,
  beforeLoad: () => guardRoute('/sds-hub'),
  // The two areas at the top are fetched beside the page's code and awaited, so the page paints with them: loaded
  // later, the action cards pushed "In progress" and the SDS manager down the screen (a layout shift of 0.3). A
  // failure is the page's to show (prefetchQuery never throws), not the router's.
  loader: async ({ context }) => {
    await Promise.all([
      context.queryClient.prefetchQuery(hubActionsQueryOptions(false)),
      context.queryClient.prefetchQuery(hubInProgressQueryOptions),
    ])
  },
  component: () => {
    const search = Route.useSearch()
    const navigate = Route.useNavigate()
    return (
      <SdsHubPage
        list={useListState(search, SDS_MANAGER_DEFAULTS)}
        filter={{ showAll: search.show_all === true, showArchived: search.show_archived === true }}
        onFilterChange={({ showAll, showArchived }) =>
          // A switch changes what the list holds: back to page 1, like a new search.
          void navigate({
            replace: true,
            search: (previous: SdsHubSearch) => ({
              ...previous,
              show_all: showAll || undefined,
              show_archived: showArchived || undefined,
              page: undefined,
            }),
          })
        }
      />
    )
  },
})
