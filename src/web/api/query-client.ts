import { QueryClient } from '@tanstack/react-query'
import { isHttpError } from './client'

// Failed calls are handled once, globally (client.ts); retrying a 4xx only repeats the toast.
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      retry: (failureCount, error) => failureCount < 1 && !isHttpError(error),
    },
    mutations: { retry: false },
  },
})
