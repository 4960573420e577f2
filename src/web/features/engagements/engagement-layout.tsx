// The two halves of an engagement screen (spec part 2 §2 screens 3 and 4): Engagement Details on the left, the
// assessment side on the right.
import type { ReactNode } from 'react'
import { css } from '../../../../styled-system/css'

export const EngagementLayout = ({ details, assessment }: { details: ReactNode; assessment: ReactNode }) => (
  <div
    className={css({
      display: 'grid',
      gridTemplateColumns: { base: '1fr', lg: 'minmax(0, 5fr) minmax(0, 6fr)' },
      gap: '6',
      alignItems: 'start',
    })}
  >
    {details}
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>{assessment}</div>
  </div>
)

/** A new engagement: the assessment starts once the details are saved. */
export const CommenceAssessmentNotice = () => (
  <section
    aria-label="Assessment"
    className={css({
      p: '6',
      borderRadius: 'lg',
      borderWidth: '1px',
      borderStyle: 'dashed',
      borderColor: 'border.strong',
      bg: 'bg.subtle',
    })}
  >
    <p role="status" className={css({ fontWeight: '600' })}>
      Save Engagement details to commence assessment
    </p>
  </section>
)
