// GET /api/assessments/contractor-portal/actions?show_archived=: the hub's "Actions required" cards.
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { SdsHubRow } from '#domain/contractor-portal'
import { api } from '../../../api/client'
import { decoded } from '../../../api/decoded'
import { CONTRACTOR_PORTAL_KEY } from '../../../api/query-keys'
import { CONTRACTOR_PORTAL_PATH } from './hub-path'

export const hubActionsQueryOptions = (showArchived: boolean) =>
  queryOptions({
    queryKey: [...CONTRACTOR_PORTAL_KEY, 'actions', { showArchived }],
    queryFn: (): Promise<SdsHubRow[]> =>
      decoded(
        api(`${CONTRACTOR_PORTAL_PATH}/actions`, { query: { show_archived: String(showArchived) } }),
        async () => (await import('./hub-wire')).decodeHubRows,
      ),
  })

export const useHubActions = (showArchived: boolean) => useQuery(hubActionsQueryOptions(showArchived))
