// GET /api/actors/industries: the sectors and their occupations, the form's Sector and Business activity
// (rule records.onboarding-profile).
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../api/client'
import { decoded } from '../../../api/decoded'
import type { Industry } from './profile-wire'

export type { Industry }

export const fetchIndustries = () =>
  decoded(api('/actors/industries'), async () => (await import('./profile-wire')).decodeIndustries)

// Reference data: it changes with a release, not while the page is open.
export const industriesQueryOptions = queryOptions({
  queryKey: ['industries'],
  queryFn: fetchIndustries,
  staleTime: Number.POSITIVE_INFINITY,
})

export const useIndustries = () => useQuery(industriesQueryOptions)
