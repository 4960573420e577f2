// POST assessments/engagements/{id}/disputes (or the party's link) as multipart/form-data: the fields of
// RaiseDispute and each chosen file as a `File` part, so text, files or both are one command.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { DisputeWire } from '#domain/sds-distribution'
import { api } from '../../../api/client'
import { ENGAGEMENTS_KEY } from '../../../api/query-keys'
import { type DisputeTarget, disputesBase } from './dispute-target'

export type NewDispute = { organisationId: string; distributionId: string; details: string; files: readonly File[] }

export const raiseDispute = (target: DisputeTarget, dispute: NewDispute) => {
  const body = new FormData()
  body.append('organisation_id', dispute.organisationId)
  body.append('distribution_id', dispute.distributionId)
  body.append('details', dispute.details.trimStart())
  for (const file of dispute.files) body.append('File', file)
  return api<DisputeWire>(disputesBase(target), { method: 'POST', body })
}

export const useRaiseDispute = (target: DisputeTarget) => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (dispute: NewDispute) => raiseDispute(target, dispute),
    // The engagement's status, the SDS hub's dispute column and the disputes all change.
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...ENGAGEMENTS_KEY, target.engagementId] }),
  })
}
