// The manual review's additions to the review screen, loaded beside the engagement (see manual-review-screen.tsx):
// the override tools under the result and the contradictions between the client's and the worker's answers.
import type { AssessmentRecord, EngagementRecord } from '#domain/assessments'
import { css } from '../../../../styled-system/css'
import { ContradictionsPanel } from '../contradictions/contradictions-panel'
import { useManualReviewState } from './api/manual-reviews'
import { OverrideResult } from './override-result'

export { ContradictionsPanel }

export const OverrideTools = ({
  assessment,
  engagement,
}: {
  engagement: EngagementRecord
  assessment: AssessmentRecord
}) => {
  const review = useManualReviewState(engagement.id).data
  const mayOverride = review?.open && (review.can_override_inside || review.can_override_outside)
  if (!mayOverride) return null
  return (
    <div className={css({ display: 'flex', gap: '3' })}>
      <OverrideResult assessmentId={assessment.id} review={review} />
    </div>
  )
}
