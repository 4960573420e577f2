// POST assessments/engagements/{engagementId}/{disputeId}/disputes/comment { details } (or the party's link).
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { DisputeWire } from '#domain/sds-distribution'
import { api } from '../../../api/client'
import { type DisputeTarget, disputesBase, disputesKey } from './dispute-target'

export const addDisputeComment = (target: DisputeTarget, disputeId: string, details: string) =>
  api<DisputeWire>(
    target.linkToken
      ? `${disputesBase(target)}/${encodeURIComponent(disputeId)}/comment`
      : `/assessments/engagements/${encodeURIComponent(target.engagementId)}/${encodeURIComponent(disputeId)}/disputes/comment`,
    { method: 'POST', body: { details: details.trim() } },
  )

export const useAddDisputeComment = (target: DisputeTarget) => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ disputeId, details }: { disputeId: string; details: string }) =>
      addDisputeComment(target, disputeId, details),
    onSettled: () => queryClient.invalidateQueries({ queryKey: disputesKey(target) }),
  })
}
