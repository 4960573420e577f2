// The two halves of a role screen (spec part 2 §2 screens 1 and 2): Engagement Details on the left, the
// assessment side on the right (the notice, the questionnaire or the result, from the assessment work).
import type { ReactNode } from 'react'
import { css } from '../../../../styled-system/css'
import { card } from '../../../../styled-system/recipes'

export const RoleLayout = ({ details, assessment }: { details: ReactNode; assessment: ReactNode }) => (
  <div
    className={css({
      display: 'grid',
      gridTemplateColumns: { base: '1fr', lg: 'minmax(0, 5fr) minmax(0, 6fr)' },
      gap: '6',
      alignItems: 'start',
    })}
  >
    <div className={card()}>{details}</div>
    {assessment}
  </div>
)

/** New role: the assessment cannot start before the role exists. */
export const AssessmentPanelDisabled = () => (
  <section aria-labelledby="create-assessment-heading" aria-disabled="true" className={panel}>
    <h2 id="create-assessment-heading" className={heading}>
      Create an assessment for this Role
    </h2>
    <p className={css({ color: 'fg.muted' })}>
      Save the engagement details first; the assessment of this role starts from the saved role.
    </p>
  </section>
)

const panel = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '2',
  p: '6',
  borderRadius: 'lg',
  borderWidth: '1px',
  borderStyle: 'dashed',
  borderColor: 'border.strong',
  bg: 'bg.subtle',
})
const heading = css({ fontSize: 'xl', fontWeight: '700', color: 'fg.muted' })
