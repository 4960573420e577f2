import { createFileRoute } from '@tanstack/react-router'
import { ManualReviewsPage } from '../features/manual-reviews/manual-reviews-page'
import {
  filtersOf,
  MANUAL_REVIEW_LIST_DEFAULTS,
  parseManualReviewsSearch,
} from '../features/manual-reviews/manual-reviews-search'
import { guardRoute } from '../features/session/guard'
import { useClaims } from '../features/session/use-session'
import { useListState } from '../ui/use-list-state'

export const Route = createFileRoute('/manual-reviews')({
  validateSearch: parseManualReviewsSearch,
  beforeLoad: () => guardRoute('/manual-reviews'),
  component: () => {
    const claims = useClaims()
    const search = Route.useSearch()
    const navigate = Route.useNavigate()
    return (
      <ManualReviewsPage
        providerOrganisationId={claims?.organisationId ?? null}
        list={useListState(search, MANUAL_REVIEW_LIST_DEFAULTS)}
        filters={filtersOf(search)}
        // A new filter starts again at page 1, like a new search; a cleared one leaves the URL.
        onFiltersChange={(next) =>
          void navigate({
            search: (previous) => ({
              ...previous,
              closed: next.closed,
              show_archived: next.show_archived,
              submission_type: next.submission_type,
              assignee: next.assignee,
              page: undefined,
            }),
            replace: true,
          })
        }
      />
    )
  },
})
