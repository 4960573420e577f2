import { createFileRoute } from '@tanstack/react-router'
import { guardRoute } from '../features/session/guard'
import { DirectContractorPage } from '../features/working-practices/one-off-pages'
import {
  parseReviewSearch,
  REVIEW_LIST_DEFAULTS,
  type ReviewListSearch,
} from '../features/working-practices/review-list'
import { useListState } from '../ui/use-list-state'

export const Route = createFileRoute('/edit-direct-contractor/$contractorId/')({
  validateSearch: parseReviewSearch,
  beforeLoad: () => guardRoute('/edit-direct-contractor/$contractorId'),
  component: () => {
    const search = Route.useSearch()
    const navigate = Route.useNavigate()
    return (
      <DirectContractorPage
        contractorId={Route.useParams().contractorId}
        list={useListState(search, REVIEW_LIST_DEFAULTS)}
        showArchived={search.show_archived === true}
        onShowArchived={(showArchived) =>
          void navigate({
            replace: true,
            search: (previous: ReviewListSearch) => ({
              ...previous,
              show_archived: showArchived || undefined,
              page: undefined,
            }),
          })
        }
      />
    )
  },
})
