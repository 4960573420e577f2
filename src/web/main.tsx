// The web app's composition root: the API client's hooks, the session, the router and the providers.
import './styles.css'
import './boot-shell.css'
import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { configureApi } from './api/client'
import { loadConfig } from './api/config'
import { queryClient } from './api/query-client'
import { preloadOpeningRoute, router } from './app/router'
import { invitesOnEntry } from './features/invites/invites-on-entry'
import { bearerToken, bootSession, connectSession, expireSession } from './features/session/session'

configureApi({
  bearerToken,
  onSessionExpired: expireSession,
  onServerError: (correlationId) => {
    void router.navigate({
      to: '/internal-server-error',
      state: (previous) => ({ ...previous, serverError: { correlationId } }),
    })
  },
})

connectSession({
  router: {
    navigate: (to) => {
      void router.navigate({ to, replace: true })
    },
    revalidate: () => {
      void router.invalidate()
    },
  },
  invites: invitesOnEntry,
})

bootSession()
preloadOpeningRoute(window.location.pathname)
loadConfig().catch((error) => console.error('[config] The runtime settings could not be loaded', error))

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')

createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
)
