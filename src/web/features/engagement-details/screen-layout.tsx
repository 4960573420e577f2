// The two halves of a role or engagement screen (rules engagement.role-screens, engagement.create-form,
// engagement.edit-screen): Engagement Details on the left, the assessment side on the right (the notice, the
// questionnaire or the result, from the assessment work). The assessment is the main task: it takes two thirds of a
// wide screen, and the whole width below that.
import type { ReactNode } from 'react'
import { css } from '../../../../styled-system/css'

export const ScreenLayout = ({ details, assessment }: { details: ReactNode; assessment: ReactNode }) => (
  <div
    className={css({
      display: 'grid',
      // minmax(0, …): on a phone the one column is the screen's width, not its widest content's.
      gridTemplateColumns: { base: 'minmax(0, 1fr)', xl: 'minmax(18rem, 1fr) minmax(0, 2fr)' },
      gap: '6',
      alignItems: 'start',
    })}
  >
    {details}
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>{assessment}</div>
  </div>
)
