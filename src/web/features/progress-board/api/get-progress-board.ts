// GET /api/assessments/engagements/progress: the six columns, their counts and newest cards (rule
// api.engagement-lists).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { ProgressBoard } from '#domain/engagement-lists'
import { api } from '../../../api/client'
import { decodedWith } from '../../../api/decoded'
import { ENGAGEMENT_LISTS_KEY } from '../../../api/query-keys'

export type BoardFilter = { organisationId: string | null; search: string; showArchived: boolean }

export const progressBoardQueryOptions = (filter: BoardFilter) =>
  queryOptions({
    queryKey: [...ENGAGEMENT_LISTS_KEY, 'progress', filter],
    queryFn: (): Promise<ProgressBoard> =>
      decodedWith(
        api('/assessments/engagements/progress', {
          query: {
            ...(filter.organisationId ? { org_id: filter.organisationId } : {}),
            ...(filter.search.trim() ? { search: filter.search.trim() } : {}),
            ...(filter.showArchived ? { show_archived: 'true' } : {}),
          },
        }),
        async () => (await import('#domain/engagement-lists')).ProgressBoard,
      ),
    placeholderData: keepPreviousData,
  })

export const useProgressBoard = (filter: BoardFilter) => useQuery(progressBoardQueryOptions(filter))
