// The end client's answer: its files first (POST files/files/dispute/engagements/{id}/disputes/{disputeId} with
// purpose "response"), then PATCH assessments/engagements/{id}/disputes/{disputeId} (replace /status_id with
// RESOLVED, /resolution, /details and, for a withdrawal, /new_sds_from).
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { DisputeResolutionCode, DisputeWire } from '#domain/sds-distribution'
import { RESOLVED_STATUS_ID } from '#domain/sds-distribution-values'
import { api } from '../../../api/client'
import { ENGAGEMENTS_KEY } from '../../../api/query-keys'

export type DisputeAnswer = {
  disputeId: string
  resolution: DisputeResolutionCode
  details: string
  newSdsFrom: string
  files: readonly File[]
}

export const respondToDispute = async (engagementId: string, answer: DisputeAnswer) => {
  const engagement = encodeURIComponent(engagementId)
  const dispute = encodeURIComponent(answer.disputeId)
  if (answer.files.length > 0) {
    const body = new FormData()
    body.append('purpose', 'response')
    for (const file of answer.files) body.append('File', file)
    await api(`/files/files/dispute/engagements/${engagement}/disputes/${dispute}`, { method: 'POST', body })
  }
  return api<DisputeWire>(`/assessments/engagements/${engagement}/disputes/${dispute}`, {
    method: 'PATCH',
    body: [
      { op: 'replace', path: '/status_id', value: RESOLVED_STATUS_ID },
      { op: 'replace', path: '/resolution', value: answer.resolution },
      { op: 'replace', path: '/details', value: answer.details.trimStart() },
      ...(answer.resolution === 'withdrawn'
        ? [{ op: 'replace', path: '/new_sds_from', value: answer.newSdsFrom }]
        : []),
    ],
  })
}

export const useRespondToDispute = (engagementId: string) => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (answer: DisputeAnswer) => respondToDispute(engagementId, answer),
    // The engagement moves on (Awaiting SDS Acceptance, Complete or Reopened) with the dispute.
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...ENGAGEMENTS_KEY, engagementId] }),
  })
}
