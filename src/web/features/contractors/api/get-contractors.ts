// GET /api/actors/contractors?org_id=: a page of the selected organisation's contractors (rule api.contractors).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { ContractorList } from '#domain/contractors'
import type { Ir35InsuranceFilter } from '#domain/contractors-list'
import { api } from '../../../api/client'
import { decodedWith } from '../../../api/decoded'
import { type ListState, listQueryOf } from '../../../ui/list-state'

export type ContractorsQuery = { organisationId: string; list: ListState; insurance: Ir35InsuranceFilter | null }

export const contractorsQueryOptions = ({ organisationId, list, insurance }: ContractorsQuery) =>
  queryOptions({
    queryKey: ['contractors', organisationId, 'list', list, insurance],
    queryFn: (): Promise<ContractorList> =>
      decodedWith(
        api('/actors/contractors', {
          query: { ...listQueryOf(list), org_id: organisationId, ...(insurance ? { ir35_insurance: insurance } : {}) },
        }),
        async () => (await import('#domain/contractors')).ContractorList,
      ),
    placeholderData: keepPreviousData,
  })

export const useContractors = (query: ContractorsQuery) => useQuery(contractorsQueryOptions(query))
