// /manual-review/{engagementId} (rule manual-review.screen): the review screen (engagement details on the left,
// the question set and assessment on the right, the reviewer panel with "Open assessment to reviewers" and
// "Finalise review") with the result, which shows an override with who and why, and the override tools for
// whoever the manual-review machine lets override.
import type { AssessmentRecord, EngagementRecord } from '#domain/assessments'
import { css } from '../../../../styled-system/css'
import { ContradictionsPanel } from '../contradictions/contradictions-panel'
import { ReviewScreen } from '../review/review-screen'
import { useManualReviewState } from './api/manual-reviews'
import { OverrideResult } from './override-result'

export const ManualReviewScreen = ({ engagementId }: { engagementId: string }) => (
  <ReviewScreen
    engagementId={engagementId}
    title="Manual Review"
    resultActions={(view) => <OverrideTools {...view} />}
    tools={(view) => <ContradictionsPanel engagementId={view.engagement.id} />}
  />
)

const OverrideTools = ({ assessment, engagement }: { engagement: EngagementRecord; assessment: AssessmentRecord }) => {
  const review = useManualReviewState(engagement.id).data
  const mayOverride = review?.open && (review.can_override_inside || review.can_override_outside)
  if (!mayOverride) return null
  return (
    <div className={css({ display: 'flex', gap: '3' })}>
      <OverrideResult assessmentId={assessment.id} review={review} />
    </div>
  )
}
