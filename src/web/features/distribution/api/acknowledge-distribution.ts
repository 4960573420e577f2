// PATCH /api/assessments/distributions/{engagementId}/{distributionId}: the contractor acknowledges their copy of
// the SDS (replace /status_id with ACKNOWLEDGED and /name with the name typed). It may complete the engagement.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { AcknowledgeDistribution } from '#domain/sds-distribution'
import { ACKNOWLEDGED_STATUS_ID } from '#domain/sds-distribution-values'
import { api } from '../../../api/client'
import { ENGAGEMENTS_KEY } from '../../../api/query-keys'

export const acknowledgement = (name: string): AcknowledgeDistribution => [
  { op: 'replace', path: '/status_id', value: ACKNOWLEDGED_STATUS_ID },
  { op: 'replace', path: '/name', value: name },
]

export const useAcknowledgeAsContractor = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({
      engagementId,
      distributionId,
      name,
    }: {
      engagementId: string
      distributionId: string
      name: string
    }) =>
      api(`/assessments/distributions/${encodeURIComponent(engagementId)}/${encodeURIComponent(distributionId)}`, {
        method: 'PATCH',
        body: acknowledgement(name),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ENGAGEMENTS_KEY }),
  })
}
