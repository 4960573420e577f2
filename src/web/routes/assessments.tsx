import { createFileRoute } from '@tanstack/react-router'
import { AssessmentsDirectoryPage } from '../features/assessments-directory/assessments-directory-page'
import {
  clearedSearch,
  DIRECTORY_LIST_DEFAULTS,
  type DirectoryFilters,
  hasFilters,
  parseDirectorySearch,
} from '../features/assessments-directory/directory-search'
import { guardRoute } from '../features/session/guard'
import { useClaims } from '../features/session/use-session'
import { useListState } from '../ui/use-list-state'

export const Route = createFileRoute('/assessments')({
  validateSearch: parseDirectorySearch,
  beforeLoad: () => guardRoute('/assessments'),
  component: () => {
    const claims = useClaims()
    // The whole search goes to the list state (it reads only its own keys), so it keeps one identity per URL.
    const search = Route.useSearch()
    const navigate = Route.useNavigate()
    const filters: DirectoryFilters = {
      show_archived: search.show_archived,
      type: search.type,
      result: search.result,
      progress: search.progress,
    }
    return (
      <AssessmentsDirectoryPage
        organisationId={claims?.organisationId ?? null}
        list={useListState(search, DIRECTORY_LIST_DEFAULTS)}
        filters={filters}
        // A new filter starts again at page 1, like a new search.
        onFiltersChange={(next) =>
          void navigate({ search: (previous) => ({ ...previous, ...next, page: undefined }), replace: true })
        }
        filtered={hasFilters(search)}
        onClearFilters={() => void navigate({ search: clearedSearch(search), replace: true })}
      />
    )
  },
})
