// The assessment side of a new role (spec part 2 §2 screen 1): a disabled panel, since the assessment cannot
// start before the role exists.
import { css } from '../../../../styled-system/css'

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
