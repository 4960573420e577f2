// POST assessments/engagements/{id}/disputes (or the party's link) as multipart/form-data: the fields of
// RaiseDispute and each chosen file as a `File` part, so text, files or both are one command.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { DisputeWire } from '#domain/sds-distribution'
import { api } from '../../../api/client'
import { CONTRACTOR_PORTAL_KEY, ENGAGEMENTS_KEY } from '../../../api/query-keys'
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
    // The engagement's status, the SDS hub's dispute column, the disputes and the party's copy (no longer open to
    // a dispute) all change. Awaited: the sent form gives way to the dispute, read-only, as soon as it resolves.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [...ENGAGEMENTS_KEY, target.engagementId] }),
        queryClient.invalidateQueries({ queryKey: CONTRACTOR_PORTAL_KEY }),
      ]),
  })
}
