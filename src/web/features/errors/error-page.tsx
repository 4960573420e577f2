// The frame of the 404 and 500 pages: the code, a headline, what to do, and the way home.
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { css } from '../../../../styled-system/css'
import { button, card } from '../../../../styled-system/recipes'

export const ErrorPage = ({ code, title, children }: { code: string; title: string; children: ReactNode }) => (
  <div className={css({ display: 'flex', justifyContent: 'center', pt: { base: '4', md: '12' } })}>
    <title>{`${title} | IR35 Portal`}</title>
    <div
      className={`${card({ padding: 'lg' })} ${css({
        width: '100%',
        maxWidth: '36rem',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'flex-start',
        gap: '4',
      })}`}
    >
      <p
        className={css({
          color: 'accent.text',
          fontWeight: '700',
          fontSize: 'md',
        })}
      >
        {code}
      </p>
      <h1 className={css({ fontSize: { base: '2xl', md: '3xl' }, fontWeight: '700', lineHeight: '1.2' })}>{title}</h1>
      <div className={css({ color: 'fg.muted' })}>{children}</div>
      <Link to="/" className={button({ size: 'lg' })}>
        Go to Homepage
      </Link>
    </div>
  </div>
)
