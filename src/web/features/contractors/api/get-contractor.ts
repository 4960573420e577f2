// GET /api/actors/master-contractors/{id}: one contractor as the edit form reads it, with its version.
import { queryOptions, useQuery } from '@tanstack/react-query'
import * as Schema from 'effect/Schema'
import { MasterContractor } from '#domain/contractors'
import { api } from '../../../api/client'

export const masterContractorPath = (id: string) => `/actors/master-contractors/${encodeURIComponent(id)}`

export const decodeMasterContractor = (wire: unknown): MasterContractor =>
  Schema.decodeUnknownSync(MasterContractor)(wire)

export const contractorQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['contractors', id, 'detail'],
    queryFn: async () => decodeMasterContractor(await api(masterContractorPath(id))),
  })

export const useContractor = (id: string) => useQuery(contractorQueryOptions(id))
