// GET /api/assessments/contractor-portal/in-progress: the hub's "Assessments in progress".
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { SdsHubRow } from '#domain/contractor-portal'
import { api } from '../../../api/client'
import { decoded } from '../../../api/decoded'
import { CONTRACTOR_PORTAL_KEY } from '../../../api/query-keys'
import { CONTRACTOR_PORTAL_PATH } from './hub-path'

export const hubInProgressQueryOptions = queryOptions({
  queryKey: [...CONTRACTOR_PORTAL_KEY, 'in-progress'],
  queryFn: (): Promise<SdsHubRow[]> =>
    decoded(api(`${CONTRACTOR_PORTAL_PATH}/in-progress`), async () => (await import('./hub-wire')).decodeHubRows),
})

export const useHubInProgress = () => useQuery(hubInProgressQueryOptions)
