// The assessment side before there is an assessment (rules engagement.role-screens, engagement.create-form), in a
// dashed frame: a new role's disabled panel; otherwise the notice and, for someone who may answer, the button that
// makes the first assessment of a saved role or engagement.
import type { ReactNode } from 'react'
import { css, cx } from '../../../../styled-system/css'

export const AssessmentNotice = ({ children }: { children?: ReactNode }) => (
  <section
    aria-label="Assessment"
    className={cx(frame, css({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '3' }))}
  >
    <p role="status" className={css({ fontWeight: '600' })}>
      Save Engagement details to commence assessment
    </p>
    {children}
  </section>
)

/** New role: the assessment cannot start before the role exists. */
export const AssessmentPanelDisabled = () => (
  <section
    aria-labelledby="create-assessment-heading"
    aria-disabled="true"
    className={cx(frame, css({ display: 'flex', flexDirection: 'column', gap: '2' }))}
  >
    <h2 id="create-assessment-heading" className={css({ fontSize: 'xl', fontWeight: '700', color: 'fg.muted' })}>
      Create an assessment for this Role
    </h2>
    <p className={css({ color: 'fg.muted' })}>
      Save the engagement details first; the assessment of this role starts from the saved role.
    </p>
  </section>
)

const frame = css({
  p: '6',
  borderRadius: 'lg',
  borderWidth: '1px',
  borderStyle: 'dashed',
  borderColor: 'border.strong',
  bg: 'bg.subtle',
})
