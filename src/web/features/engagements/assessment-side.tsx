// The right side of a saved engagement below its notices: the questionnaire or the result. It is the
// AssessmentPanel of features/assessment (`<AssessmentPanel engagement={engagement} />`); until that panel is in
// the app, this place says where the assessment stands.
import type { EngagementRecord } from '#domain/assessments'
import { css } from '../../../../styled-system/css'

export const AssessmentSide = ({ engagement }: { engagement: EngagementRecord }) => (
  <section
    aria-label="Assessment"
    className={css({
      display: 'flex',
      flexDirection: 'column',
      gap: '2',
      p: '6',
      borderRadius: 'lg',
      borderWidth: '1px',
      borderStyle: 'dashed',
      borderColor: 'border.strong',
      bg: 'bg.subtle',
    })}
  >
    <p role="status" className={css({ fontWeight: '600' })}>
      Assessment status: {engagement.status}
    </p>
    <p className={css({ color: 'fg.muted' })}>The questionnaire and the result of this engagement show here.</p>
  </section>
)
