// GET /api/assessments/contractor-portal/in-progress: the hub's "Assessments in progress".
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { SdsHubRow } from '#domain/contractor-portal'
import { api } from '../../../api/client'
import { CONTRACTOR_PORTAL_KEY } from '../../../api/query-keys'
import { CONTRACTOR_PORTAL_PATH, decodeHubRows } from './hub-wire'

export const hubInProgressQueryOptions = queryOptions({
  queryKey: [...CONTRACTOR_PORTAL_KEY, 'in-progress'],
  queryFn: async (): Promise<SdsHubRow[]> => decodeHubRows(await api(`${CONTRACTOR_PORTAL_PATH}/in-progress`)),
})

export const useHubInProgress = () => useQuery(hubInProgressQueryOptions)
