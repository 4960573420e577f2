// The frame of the role and engagement forms: both are headed "Engagement Details" (rules
// engagement.role-screens, engagement.create-form, engagement.edit-screen), with fields one under another, or in pairs
// side by side on a wide screen.
import type { ReactNode, Ref } from 'react'
import { css } from '../../../../styled-system/css'

/** The browser's own checks stay off: the form's rules speak instead, in the server's words. */
export const DetailsForm = ({
  ref,
  onSubmit,
  children,
}: {
  ref?: Ref<HTMLFormElement>
  onSubmit: () => void
  children: ReactNode
}) => (
  <form
    ref={ref}
    noValidate
    aria-label="Engagement Details"
    onSubmit={(event) => {
      event.preventDefault()
      onSubmit()
    }}
    className={css({ display: 'flex', flexDirection: 'column', gap: '5' })}
  >
    <h2 className={css({ fontSize: 'xl', fontWeight: '700' })}>Engagement Details</h2>
    {children}
  </form>
)

export const FieldPair = ({ children }: { children: ReactNode }) => (
  <div className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' }, gap: '4' })}>
    {children}
  </div>
)
