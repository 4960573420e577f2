// GET /api/assessments/engagements: the engagements this person can see, for the history picker.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../api/client'
import { decoded } from '../../../api/decoded'

export type EngagementSummary = {
  id: string
  name: string
  type: string | null
  status: string | null
  archived: boolean
  organisation: string | null
  updatedAt: string
}

export type EngagementPage = { items: EngagementSummary[]; count: number; pages: number }

export type EngagementListQuery = { search: string; page: number; includeArchived: boolean }

export const ENGAGEMENT_PAGE_SIZE = 10

export const fetchEngagements = ({ search, page, includeArchived }: EngagementListQuery): Promise<EngagementPage> =>
  decoded(
    api('/assessments/engagements', {
      query: { search: search.trim(), page, page_size: ENGAGEMENT_PAGE_SIZE, include_archived: includeArchived },
    }),
    async () => (await import('./engagements-wire')).decodeEngagementPage,
  )

export const engagementsQueryOptions = (query: EngagementListQuery) =>
  queryOptions({ queryKey: ['process', 'engagements', query], queryFn: () => fetchEngagements(query) })

export const useEngagements = (query: EngagementListQuery) =>
  useQuery({ ...engagementsQueryOptions(query), placeholderData: keepPreviousData })
