// GET /api/actors/turnovers: the annual turnover bands of the onboarding form (rule api.profile).
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../api/client'
import { decoded } from '../../../api/decoded'

export const fetchTurnovers = () =>
  decoded(api('/actors/turnovers'), async () => (await import('./profile-wire')).decodeTurnovers)

// Reference data: it changes with a release, not while the page is open.
export const turnoversQueryOptions = queryOptions({
  queryKey: ['turnovers'],
  queryFn: fetchTurnovers,
  staleTime: Number.POSITIVE_INFINITY,
})

export const useTurnovers = () => useQuery(turnoversQueryOptions)
