// A titled card of one screen: a <section> named by its h2, with optional actions beside the heading. A
// "note" card (a short explanation beside a form) sets its text smaller and closer together.
import { type ReactNode, useId } from 'react'
import { css, cx } from '../../../styled-system/css'
import { card } from '../../../styled-system/recipes'

type SectionCardProps = {
  title: ReactNode
  /** Buttons beside the heading (an Edit button). */
  actions?: ReactNode
  /** A form's card breathes more; a note is compact. */
  variant?: 'form' | 'note' | 'plain'
  children: ReactNode
}

const heading = css({ fontSize: 'lg', fontWeight: '700', color: 'fg.default' })
const headingRow = css({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: '3',
})
const spaceBelow = { form: css({ mb: '5' }), plain: css({ mb: '4' }), note: undefined }
const note = css({ display: 'flex', flexDirection: 'column', gap: '3', fontSize: 'sm' })

export const SectionCard = ({ title, actions, variant = 'plain', children }: SectionCardProps) => {
  const headingId = useId()
  return (
    <section
      aria-labelledby={headingId}
      className={cx(card(variant === 'form' ? { padding: 'lg' } : {}), variant === 'note' && note)}
    >
      <div className={cx(headingRow, spaceBelow[variant])}>
        <h2 id={headingId} className={heading}>
          {title}
        </h2>
        {actions}
      </div>
      {children}
    </section>
  )
}
