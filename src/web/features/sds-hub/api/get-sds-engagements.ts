// GET /api/assessments/contractor-portal/sds-engagements: one page of the SDS Manager (sort_by, sort_direction,
// page, page_size, search, show_all, show_archived).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { SdsHubPage } from '#domain/contractor-portal'
import { api } from '../../../api/client'
import { decoded } from '../../../api/decoded'
import { CONTRACTOR_PORTAL_KEY } from '../../../api/query-keys'
import { type ListState, listQueryOf } from '../../../ui/list-state'
import { CONTRACTOR_PORTAL_PATH } from './hub-path'

export type SdsManagerFilter = { showAll: boolean; showArchived: boolean }

export const sdsEngagementsQueryOptions = (filter: SdsManagerFilter, list: ListState) =>
  queryOptions({
    queryKey: [...CONTRACTOR_PORTAL_KEY, 'sds-engagements', filter, list],
    queryFn: (): Promise<SdsHubPage> =>
      decoded(
        api(`${CONTRACTOR_PORTAL_PATH}/sds-engagements`, {
          query: {
            ...listQueryOf(list),
            show_all: String(filter.showAll),
            show_archived: String(filter.showArchived),
          },
        }),
        async () => (await import('./hub-wire')).decodeHubPage,
      ),
  })

export const useSdsEngagements = (filter: SdsManagerFilter, list: ListState) =>
  useQuery({ ...sdsEngagementsQueryOptions(filter, list), placeholderData: keepPreviousData })
