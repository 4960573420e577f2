// GET /api/actors/contractors/{id}: the contractor and company names the create form shows read-only.
import { queryOptions, useQuery } from '@tanstack/react-query'
import * as Schema from 'effect/Schema'
import { api } from '../../../api/client'

const ContractorNamesWire = Schema.Struct({
  id: Schema.String,
  first_name: Schema.String,
  last_name: Schema.String,
  company_name: Schema.String,
})

export type ContractorNames = { id: string; name: string; companyName: string }

export const contractorNamesQueryOptions = (contractorId: string) =>
  queryOptions({
    queryKey: ['contractors', contractorId, 'names'],
    queryFn: async (): Promise<ContractorNames> => {
      const wire = Schema.decodeUnknownSync(ContractorNamesWire)(
        await api(`/actors/contractors/${encodeURIComponent(contractorId)}`),
      )
      return { id: wire.id, name: `${wire.first_name} ${wire.last_name}`, companyName: wire.company_name }
    },
  })

export const useContractorNames = (contractorId: string) => useQuery(contractorNamesQueryOptions(contractorId))
