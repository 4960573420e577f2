import { createFileRoute } from '@tanstack/react-router'
import { guardRoute } from '../features/session/guard'
import {
  parseReviewSearch,
  REVIEW_LIST_DEFAULTS,
  type ReviewListSearch,
} from '../features/working-practices/review-list'
import { ReviewListPage } from '../features/working-practices/review-list-page'
import { useListState } from '../ui/use-list-state'

export const Route = createFileRoute('/working-practices-review/')({
  validateSearch: parseReviewSearch,
  beforeLoad: () => guardRoute('/working-practices-review'),
  component: () => {
    const search = Route.useSearch()
    const navigate = Route.useNavigate()
    return (
      <ReviewListPage
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
