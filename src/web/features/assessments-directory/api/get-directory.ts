// GET /api/assessments/engagements/assessments: a page of every assessment in reach, filtered and sorted by the
// server (rule api.engagement-lists).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { DirectoryPage } from '#domain/engagement-lists'
import { api } from '../../../api/client'
import { decodedWith } from '../../../api/decoded'
import { ENGAGEMENT_LISTS_KEY } from '../../../api/query-keys'

export const directoryQueryOptions = (query: Record<string, string>) =>
  queryOptions({
    queryKey: [...ENGAGEMENT_LISTS_KEY, 'directory', query],
    queryFn: (): Promise<DirectoryPage> =>
      decodedWith(
        api('/assessments/engagements/assessments', { query }),
        async () => (await import('#domain/engagement-lists')).DirectoryPage,
      ),
    placeholderData: keepPreviousData,
  })

export const useDirectory = (query: Record<string, string>) => useQuery(directoryQueryOptions(query))
