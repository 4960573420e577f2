// PATCH /api/assessments/contractor-portal/sds-engagements/{engagementId}: the contractor's own archive flag
// (replace /archived). It moves the engagement between the hub's areas, so every hub query is refreshed.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { SdsHubRowPatch } from '#domain/contractor-portal'
import { api } from '../../../api/client'
import { CONTRACTOR_PORTAL_KEY } from '../../../api/query-keys'
import { CONTRACTOR_PORTAL_PATH } from './hub-path'

export type HubArchiveChange = { engagementId: string; archived: boolean }

export const archiveHubEngagement = ({ engagementId, archived }: HubArchiveChange) => {
  const body: SdsHubRowPatch = [{ op: 'replace', path: '/archived', value: archived }]
  return api(`${CONTRACTOR_PORTAL_PATH}/sds-engagements/${encodeURIComponent(engagementId)}`, {
    method: 'PATCH',
    body,
  })
}

export const useArchiveHubEngagement = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: archiveHubEngagement,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CONTRACTOR_PORTAL_KEY }),
  })
}
