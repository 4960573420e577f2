// GET /api/actors/master-contractors/{id}: one contractor as the edit form reads it, with its version.
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { MasterContractor } from '#domain/contractors'
import { api } from '../../../api/client'
import { decodedWith } from '../../../api/decoded'

export const masterContractorPath = (id: string) => `/actors/master-contractors/${encodeURIComponent(id)}`

/** The answer of a request for one contractor (read or saved), decoded with the domain's schema loaded beside it. */
export const masterContractorOf = (request: Promise<unknown>): Promise<MasterContractor> =>
  decodedWith(request, async () => (await import('#domain/contractors')).MasterContractor)

export const contractorQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['contractors', id, 'detail'],
    queryFn: () => masterContractorOf(api(masterContractorPath(id))),
  })

export const useContractor = (id: string) => useQuery(contractorQueryOptions(id))
