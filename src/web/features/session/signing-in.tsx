// The spinner shown while sign-in runs (and after a failed code exchange, rule session.sign-in).
import { useEffect, useState } from 'react'
import { css } from '../../../../styled-system/css'
import { card } from '../../../../styled-system/recipes'
import { Button } from '../../ui/button'
import { Spinner } from '../../ui/spinner'

const SLOW_AFTER_MS = 15_000

export const SigningIn = ({ message = 'Signing you in…' }: { message?: string }) => {
  const [slow, setSlow] = useState(false)
  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), SLOW_AFTER_MS)
    return () => clearTimeout(timer)
  }, [])
  return (
    <div className={css({ display: 'flex', justifyContent: 'center', pt: { base: '10', md: '20' } })}>
      <title>{message}</title>
      <div
        className={`${card({ padding: 'lg' })} ${css({
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          gap: '5',
          textAlign: 'center',
          width: 'min(100%, 28rem)',
        })}`}
      >
        <Spinner size="lg" />
        <h1 className={css({ fontSize: 'xl', fontWeight: '700' })} role="status">
          {message}
        </h1>
        {slow && (
          <div className={css({ display: 'flex', flexDirection: 'column', gap: '3', alignItems: 'center' })}>
            <p className={css({ color: 'fg.muted' })}>This is taking longer than expected.</p>
            <Button variant="outline" onClick={() => window.location.assign('/login')}>
              Try again
            </Button>
          </div>
        )}
      </div>
    </div>
  )
}
