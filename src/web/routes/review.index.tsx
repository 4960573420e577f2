import { createFileRoute } from '@tanstack/react-router'
import { ReviewStartPage } from '../features/session/review-start-page'

// /review?state={token} from an e-mailed link: the link's token signs the reviewer in (never an engagement id).
export const Route = createFileRoute('/review/')({
  validateSearch: (search: Record<string, unknown>): { state?: string } =>
    typeof search.state === 'string' && search.state !== '' ? { state: search.state } : {},
  component: function ReviewStart() {
    const { state } = Route.useSearch()
    return <ReviewStartPage reviewerToken={state ?? null} />
  },
})
