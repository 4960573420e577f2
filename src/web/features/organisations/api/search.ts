// GET /api/actors/organisations/search?search=...: the selector's search, from 3 characters (rule lists.search).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../api/client'
import { decoded } from '../../../api/decoded'

export const SEARCH_MIN_LENGTH = 3

export type OrganisationHit = { id: string; name: string; parentId: string | null; parentName: string | null }

export const searchOrganisations = (search: string): Promise<OrganisationHit[]> =>
  decoded(
    api('/actors/organisations/search', { query: { search } }),
    async () => (await import('./search-wire')).decodeOrganisationHits,
  )

export const organisationSearchQueryOptions = (search: string) =>
  queryOptions({ queryKey: ['organisations', 'search', search], queryFn: () => searchOrganisations(search) })

export const useOrganisationSearch = (search: string) =>
  useQuery({
    ...organisationSearchQueryOptions(search),
    enabled: search.length >= SEARCH_MIN_LENGTH,
    placeholderData: keepPreviousData,
  })
