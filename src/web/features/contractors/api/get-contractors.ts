// GET /api/actors/contractors?org_id=: a page of the selected organisation's contractors (rule api.contractors).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import * as Schema from 'effect/Schema'
import type { ContractorList } from '#domain/contractors'
import type { Ir35InsuranceFilter } from '#domain/contractors-list'
import { api } from '../../../api/client'
import { type ListState, listQueryOf } from '../../../ui/list-state'

const ContractorListWire = Schema.Struct({
  items: Schema.Array(
    Schema.Struct({
      id: Schema.String,
      name: Schema.String,
      email: Schema.String,
      company_name: Schema.String,
      phone_number: Schema.String,
      external_reference: Schema.NullOr(Schema.String),
      is_awaiting_review: Schema.Boolean,
      share_with_provider: Schema.Boolean,
      ir35_insured: Schema.NullOr(Schema.Boolean),
    }),
  ),
  pages: Schema.Number,
  count: Schema.Number,
})

export type ContractorsQuery = { organisationId: string; list: ListState; insurance: Ir35InsuranceFilter | null }

export const contractorsQueryOptions = ({ organisationId, list, insurance }: ContractorsQuery) =>
  queryOptions({
    queryKey: ['contractors', organisationId, 'list', list, insurance],
    queryFn: async (): Promise<ContractorList> => {
      const wire = await api('/actors/contractors', {
        query: { ...listQueryOf(list), org_id: organisationId, ...(insurance ? { ir35_insurance: insurance } : {}) },
      })
      const decoded = Schema.decodeUnknownSync(ContractorListWire)(wire)
      return { ...decoded, items: [...decoded.items] }
    },
    placeholderData: keepPreviousData,
  })

export const useContractors = (query: ContractorsQuery) => useQuery(contractorsQueryOptions(query))
