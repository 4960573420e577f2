// GET /api/assessments/engagements/progress: the six columns, their counts and newest cards (rule
// api.engagement-lists).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import * as Schema from 'effect/Schema'
import { ProgressBoard } from '#domain/engagement-lists'
import { api } from '../../../api/client'
import { ENGAGEMENT_LISTS_KEY } from '../../../api/query-keys'

export type BoardFilter = { organisationId: string | null; search: string; showArchived: boolean }

export const progressBoardQueryOptions = (filter: BoardFilter) =>
  queryOptions({
    queryKey: [...ENGAGEMENT_LISTS_KEY, 'progress', filter],
    queryFn: async () =>
      Schema.decodeUnknownSync(ProgressBoard)(
        await api('/assessments/engagements/progress', {
          query: {
            ...(filter.organisationId ? { org_id: filter.organisationId } : {}),
            ...(filter.search.trim() ? { search: filter.search.trim() } : {}),
            ...(filter.showArchived ? { show_archived: 'true' } : {}),
          },
        }),
      ),
    placeholderData: keepPreviousData,
  })

export const useProgressBoard = (filter: BoardFilter) => useQuery(progressBoardQueryOptions(filter))
