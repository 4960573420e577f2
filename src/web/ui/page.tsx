// The frame of one screen: the document title, the page heading (the screen's only h1) and its content.
import type { ReactNode } from 'react'
import { css } from '../../../styled-system/css'

export const APP_NAME = 'IR35 Portal'

type PageProps = {
  title: string
  /** A line under the heading. */
  description?: ReactNode
  /** Buttons beside the heading. */
  actions?: ReactNode
  children?: ReactNode
}

export const Page = ({ title, description, actions, children }: PageProps) => (
  <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
    <title>{`${title} | ${APP_NAME}`}</title>
    <header
      className={css({
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'flex-end',
        justifyContent: 'space-between',
        gap: '4',
      })}
    >
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
        <h1 className={pageHeading}>{title}</h1>
        {description && <p className={css({ color: 'fg.muted', maxWidth: '48rem' })}>{description}</p>}
      </div>
      {actions && <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap' })}>{actions}</div>}
    </header>
    {children}
  </div>
)

export const pageHeading = css({
  fontSize: { base: '2xl', md: '3xl' },
  fontWeight: '700',
  lineHeight: '1.2',
  letterSpacing: '-0.01em',
  color: 'fg.default',
})
