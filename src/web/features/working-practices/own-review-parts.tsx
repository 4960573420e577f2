// The parts of the worker's own review (see review-page.tsx) that load beside it: the assessment panel with the
// PLEASE NOTE disclaimer before the first answer, the contradictions with the linked client engagement, and the link.
import { useNavigate } from '@tanstack/react-router'
import { useMemo } from 'react'
import type { EngagementRecord } from '#domain/assessments'
import { DISCLAIMER } from '#domain/working-practices'
import { css } from '../../../../styled-system/css'
import { type Answering, AssessmentPanel } from '../assessment/assessment-panel'
import { ContradictionsPanel } from '../contradictions/contradictions-panel'

export { ReviewLink } from './review-link'

const disclaimer = (
  <span className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
    {DISCLAIMER.body.map((paragraph) => (
      <span key={paragraph}>{paragraph}</span>
    ))}
  </span>
)

export const OwnReviewAssessment = ({ engagement }: { engagement: EngagementRecord }) => {
  const navigate = useNavigate()
  const answering = useMemo<Answering>(
    () => ({
      respondent: 'CONTRACTOR',
      viewer: 'BOTH',
      startPrompt: {
        title: DISCLAIMER.title,
        description: disclaimer,
        confirmLabel: DISCLAIMER.continue,
        cancelLabel: DISCLAIMER.cancel,
      },
      submittedToast: { title: 'Review submitted', description: 'Your result is shown beside the details.' },
      onLeave: () => void navigate({ to: '/working-practices-review' }),
    }),
    [navigate],
  )
  return (
    <>
      <AssessmentPanel engagement={engagement} answering={answering} />
      <ContradictionsPanel engagementId={engagement.id} />
    </>
  )
}
