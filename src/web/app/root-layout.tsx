// The shell around every route: header and navigation, the main area, the loading overlay and the toasts.
// While sign-in runs the main area shows the spinner; while terms are outstanding, the terms screen.
import { Outlet, useRouterState } from '@tanstack/react-router'
import { Suspense, useLayoutEffect } from 'react'
import { css } from '../../../styled-system/css'
import { SigningIn } from '../features/session/signing-in'
import { useSessionPhase } from '../features/session/use-session'
import { Loading, lazyNamed } from '../ui/lazy'
import { AppToaster } from '../ui/toaster'
import { AppHeader, container } from './app-header'
import { removeBootShell } from './boot-shell'
import { InvitesOnEntry } from './invites-on-entry'
import { LoadingOverlay } from './loading-overlay'

// Only new terms bring the terms screen (with its checkbox and HTML sanitiser): it loads when they do.
const TermsScreen = lazyNamed(() => import('../features/session/terms-screen'), 'TermsScreen')

export const RootLayout = () => {
  const phase = useSessionPhase()
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  useLayoutEffect(removeBootShell, [])
  return (
    <div className={css({ minHeight: '100dvh', display: 'flex', flexDirection: 'column' })}>
      <a href="#main" className={skipLink}>
        Skip to main content
      </a>
      <AppHeader pathname={pathname} />
      <main
        id="main"
        tabIndex={-1}
        className={`${container} ${css({ flex: '1', py: { base: '6', md: '10' }, outline: 'none' })}`}
      >
        {phase === 'terms' ? (
          <Suspense fallback={<Loading />}>
            <TermsScreen />
          </Suspense>
        ) : phase === 'signingIn' ? (
          <SigningIn />
        ) : phase === 'signingOut' ? (
          <SigningIn message="Signing you out…" />
        ) : (
          <Outlet />
        )}
      </main>
      <InvitesOnEntry />
      <LoadingOverlay />
      <AppToaster />
    </div>
  )
}

const skipLink = css({
  position: 'absolute',
  insetStart: '4',
  top: '-20',
  zIndex: 2000,
  bg: 'bg.surface',
  color: 'accent.text',
  fontWeight: '600',
  px: '4',
  py: '2',
  borderRadius: 'md',
  boxShadow: 'overlay',
  _focus: { top: '4' },
})
