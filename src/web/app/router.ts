import type { QueryClient } from '@tanstack/react-query'
import { createRouter, ErrorComponent } from '@tanstack/react-router'
import { createElement } from 'react'
import { queryClient } from '../api/query-client'
import { RefusedPage } from '../features/errors/refused-page'
import { RouteRefused } from '../features/session/guard'
import { routeTree } from '../routeTree.gen'

export type RouterContext = { queryClient: QueryClient }

export const router = createRouter({
  routeTree,
  context: { queryClient },
  defaultPreload: 'intent',
  // Loaders read through TanStack Query, which keeps its own cache.
  defaultPreloadStaleTime: 0,
  scrollRestoration: true,
  // A guard's refusal of a signed-in person is a page of its own; anything else is the router's error view.
  defaultErrorComponent: ({ error }) =>
    error instanceof RouteRefused
      ? createElement(RefusedPage, { routeId: error.routeId })
      : createElement(ErrorComponent, { error }),
})

/**
 * Starts loading the code of the page being opened (its route chunks: loader and component) at once. The router
 * fetches it only once the route's guard has passed, and the guard waits for the session (a renewed token, the
 * person and the terms): three round trips during which a phone's network would otherwise carry nothing.
 */
export const preloadOpeningRoute = (pathname: string) => {
  const [matched] = router.getMatchedRoutes(pathname)
  for (const route of matched)
    router.loadRouteChunk(route)?.catch(() => {
      // The router loads the chunk again, and reports a failure, when it renders the route.
    })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router
  }
  interface HistoryState {
    /** Set when a call answered 500: the correlation id shown on /internal-server-error. */
    serverError?: { correlationId: string | null }
  }
}
