import { createFileRoute } from '@tanstack/react-router'
import { ReviewStartPage } from '../features/session/review-start-page'

// /review?state=... from an e-mailed link: sign in as a reviewer for that state id.
export const Route = createFileRoute('/review/')({
  validateSearch: (search: Record<string, unknown>): { state?: string } =>
    typeof search.state === 'string' && search.state !== '' ? { state: search.state } : {},
  component: function ReviewStart() {
    const { state } = Route.useSearch()
    return <ReviewStartPage reviewerState={state ?? null} />
  },
})
