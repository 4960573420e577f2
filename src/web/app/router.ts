import type { QueryClient } from '@tanstack/react-query'
import { createRouter } from '@tanstack/react-router'
import { queryClient } from '../api/query-client'
import { routeTree } from '../routeTree.gen'

export type RouterContext = { queryClient: QueryClient }

export const router = createRouter({
  routeTree,
  context: { queryClient },
  defaultPreload: 'intent',
  // Loaders read through TanStack Query, which keeps its own cache.
  defaultPreloadStaleTime: 0,
  scrollRestoration: true,
})

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router
  }
  interface HistoryState {
    /** Set when a call answered 500: the correlation id shown on /internal-server-error. */
    serverError?: { correlationId: string | null }
  }
}
