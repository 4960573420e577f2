// GET /api/actors/contractors/{id}: the contractor and company names the create form shows read-only.
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../api/client'
import { decoded } from '../../../api/decoded'

export type ContractorNames = { id: string; name: string; companyName: string }

export const contractorNamesQueryOptions = (contractorId: string) =>
  queryOptions({
    queryKey: ['contractors', contractorId, 'names'],
    queryFn: (): Promise<ContractorNames> =>
      decoded(
        api(`/actors/contractors/${encodeURIComponent(contractorId)}`),
        async () => (await import('./contractor-names-wire')).decodeContractorNames,
      ),
  })

export const useContractorNames = (contractorId: string) => useQuery(contractorNamesQueryOptions(contractorId))
