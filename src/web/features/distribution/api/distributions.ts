// GET /api/assessments/engagements/{id}/distributions and the block's commands (rule
// api.distribution): add a supply-chain party, send, resend, delete. A command moves the engagement too (sending issues
// the SDS and changes the status), so each refreshes every engagement query, this block's among them.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import * as Schema from 'effect/Schema'
import { DistributionBlockWire } from '#domain/sds-distribution'
import { api } from '../../../api/client'
import { ENGAGEMENTS_KEY } from '../../../api/query-keys'
import { saveBlob } from '../../../ui/save-blob'

export const decodeDistributionBlock = (wire: unknown): DistributionBlockWire =>
  Schema.decodeUnknownSync(DistributionBlockWire)(wire)

const blockPath = (engagementId: string) => `/assessments/engagements/${encodeURIComponent(engagementId)}/distributions`

export const distributionsQueryOptions = (engagementId: string) =>
  queryOptions({
    queryKey: [...ENGAGEMENTS_KEY, engagementId, 'distributions'],
    queryFn: async () => decodeDistributionBlock(await api(blockPath(engagementId))),
  })

export const useDistributions = (engagementId: string) => useQuery(distributionsQueryOptions(engagementId))

type PartyTarget = { engagementId: string; distributionId: string }
const partyPath = ({ engagementId, distributionId }: PartyTarget) =>
  `${blockPath(engagementId)}/${encodeURIComponent(distributionId)}`

const useBlockCommand = <Args, Result>(command: (args: Args) => Promise<Result>) => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: command,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ENGAGEMENTS_KEY }),
  })
}

export const useAddParty = () =>
  useBlockCommand(({ engagementId, email }: { engagementId: string; email: string }) =>
    api(blockPath(engagementId), { method: 'POST', body: { email } }).then(decodeDistributionBlock),
  )
export const useSendSds = () =>
  useBlockCommand(({ engagementId }: { engagementId: string }) =>
    api(`${blockPath(engagementId)}/send`, { method: 'POST' }),
  )
export const useResendSds = () =>
  useBlockCommand((target: PartyTarget) => api(`${partyPath(target)}/resend`, { method: 'POST' }))
export const useRemoveParty = () =>
  useBlockCommand((target: PartyTarget) => api(partyPath(target), { method: 'DELETE' }))

/** GET .../distributions/preview: the SDS Send would issue, as a draft marked on every page; nothing is stored. */
export const usePreviewSds = () =>
  useMutation({
    mutationFn: async ({ engagementId }: { engagementId: string }) =>
      saveBlob(
        await api<Blob, 'blob'>(`${blockPath(engagementId)}/preview`, { responseType: 'blob' }),
        'Status determination statement - DRAFT, not issued.pdf',
      ),
  })
