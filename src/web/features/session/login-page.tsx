// /login starts the sign-in flow: with the identity provider's answer it exchanges the code, without one it goes
// to the provider. Someone already signed in goes on to their destination.
import { useNavigate } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { css } from '../../../../styled-system/css'
import { card } from '../../../../styled-system/recipes'
import { Button } from '../../ui/button'
import { completeSignIn, startSignIn } from './session'
import { SigningIn } from './signing-in'
import { useSessionPhase, useSignedInDestination } from './use-session'

export const LoginPage = () => {
  const phase = useSessionPhase()
  const home = useSignedInDestination()
  const navigate = useNavigate()
  const [providerError, setProviderError] = useState<string | null>(null)

  useEffect(() => {
    if (phase === 'signedIn') {
      void navigate({ to: home, replace: true })
      return
    }
    if (phase !== 'anonymous') return
    const params = new URLSearchParams(window.location.search)
    if (params.has('code')) {
      completeSignIn(params)
      // The code is used once; keep it out of the address bar and the history.
      void navigate({ to: '/login', replace: true })
    } else if (params.has('error')) {
      setProviderError(params.get('error_description') || params.get('error'))
    } else {
      startSignIn()
    }
  }, [phase, home, navigate])

  if (providerError !== null)
    return (
      <div className={css({ display: 'flex', justifyContent: 'center', pt: { base: '10', md: '20' } })}>
        <title>Sign-in not completed</title>
        <div
          className={`${card({ padding: 'lg' })} ${css({ display: 'flex', flexDirection: 'column', gap: '4', maxWidth: '32rem' })}`}
        >
          <h1 className={css({ fontSize: '2xl', fontWeight: '700' })}>Sign-in was not completed</h1>
          <p className={css({ color: 'fg.muted' })}>The identity provider answered: {providerError}</p>
          <div>
            <Button
              onClick={() => {
                setProviderError(null)
                startSignIn()
              }}
            >
              Try again
            </Button>
          </div>
        </div>
      </div>
    )
  return <SigningIn />
}
