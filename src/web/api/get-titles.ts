// GET /api/actors/titles: the forms of address the title selects offer (rule api.actors); reference data that
// the organisation user's own details and the contractor's profile both read.
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from './client'
import { decoded } from './decoded'
import type { Title } from './titles-wire'

export type { Title }

export const fetchTitles = (): Promise<Title[]> =>
  decoded(api('/actors/titles'), async () => (await import('./titles-wire')).decodeTitles)

// Reference data: it changes with a release, not while the page is open.
export const titlesQueryOptions = queryOptions({ queryKey: ['titles'], queryFn: fetchTitles, staleTime: Infinity })

export const useTitles = () => useQuery(titlesQueryOptions)
