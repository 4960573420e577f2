// GET /api/assessments/contractors/{id}/engagements: the Assessments table of the edit-contractor page.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import * as Schema from 'effect/Schema'
import type { ContractorEngagementList } from '#domain/contractor-engagements'
import { api } from '../../../api/client'
import { type ListState, listQueryOf } from '../../../ui/list-state'

const EngagementListWire = Schema.Struct({
  items: Schema.Array(
    Schema.Struct({
      id: Schema.String,
      name: Schema.String,
      organisation_id: Schema.String,
      organisation: Schema.String,
      type: Schema.String,
      status: Schema.String,
      start_date: Schema.NullOr(Schema.String),
      end_date: Schema.NullOr(Schema.String),
      archived: Schema.Boolean,
    }),
  ),
  pages: Schema.Number,
  count: Schema.Number,
})

export const contractorEngagementsQueryOptions = (contractorId: string, list: ListState) =>
  queryOptions({
    queryKey: ['contractors', contractorId, 'engagements', list],
    queryFn: async (): Promise<ContractorEngagementList> => {
      const wire = await api(`/assessments/contractors/${encodeURIComponent(contractorId)}/engagements`, {
        query: listQueryOf(list),
      })
      const decoded = Schema.decodeUnknownSync(EngagementListWire)(wire)
      return { ...decoded, items: [...decoded.items] }
    },
    placeholderData: keepPreviousData,
  })

export const useContractorEngagements = (contractorId: string, list: ListState) =>
  useQuery(contractorEngagementsQueryOptions(contractorId, list))
