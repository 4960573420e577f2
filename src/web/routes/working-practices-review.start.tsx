import { createFileRoute } from '@tanstack/react-router'
import { guardRoute } from '../features/session/guard'
import { StartReviewPage, startReviewForm } from '../features/working-practices/start-review-page'

export const Route = createFileRoute('/working-practices-review/start')({
  beforeLoad: () => guardRoute('/working-practices-review/start'),
  loader: () => startReviewForm.prefetch(),
  component: StartReviewPage,
})
