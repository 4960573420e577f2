// The assessment side before there is an assessment (spec part 2 §2 screens 2 and 3): the notice, and for
// someone who may answer, the button that makes the first assessment of a saved role.
import type { ReactNode } from 'react'
import { css } from '../../../../styled-system/css'

export const AssessmentNotice = ({ children }: { children?: ReactNode }) => (
  <section aria-label="Assessment" className={panel}>
    <p role="status" className={css({ fontWeight: '600' })}>
      Save Engagement details to commence assessment
    </p>
    {children}
  </section>
)

const panel = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: '3',
  p: '6',
  borderRadius: 'lg',
  borderWidth: '1px',
  borderStyle: 'dashed',
  borderColor: 'border.strong',
  bg: 'bg.subtle',
})
