// /manual-review/{engagementId} (rule manual-review.screen): the review screen (engagement details on the left,
// the question set and assessment on the right, the reviewer panel with "Open assessment to reviewers" and
// "Finalise review") with the result, which shows an override with who and why, and the override tools for
// whoever the manual-review machine lets override.
import { loadedOnce } from '../../ui/lazy'
import { ReviewScreen } from '../review/review-screen'

// The override tools (their dialog, the manual review's state and schemas) and the contradictions load beside the
// engagement with the review screen's assessment, from the route's loader; the assessment waits for both.
export const manualReviewTools = loadedOnce(() => import('./manual-review-tools'))

export const ManualReviewScreen = ({ engagementId }: { engagementId: string }) => {
  const loaded = manualReviewTools.useLoaded()
  return (
    <ReviewScreen
      engagementId={engagementId}
      title="Manual Review"
      toolsPending={!loaded}
      resultActions={loaded ? (view) => <loaded.OverrideTools {...view} /> : undefined}
      tools={loaded ? (view) => <loaded.ContradictionsPanel engagementId={view.engagement.id} /> : undefined}
    />
  )
}
