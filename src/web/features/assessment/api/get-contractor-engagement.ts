// GET /api/assessments/contractor-portal/engagements/{engagementId}: one engagement as its contractor sees it
// (their own answers, the SDS once issued, what they may do), never the client's answers or figures.
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ContractorEngagementView } from '#domain/contractor-portal'
import { api } from '../../../api/client'
import { decodedWith } from '../../../api/decoded'
import { CONTRACTOR_PORTAL_KEY } from '../../../api/query-keys'

// Under the engagements' key: the contractor's answers (an engagement command) refresh it.
export const contractorEngagementQueryOptions = (engagementId: string) =>
  queryOptions({
    queryKey: [...CONTRACTOR_PORTAL_KEY, 'engagement', engagementId],
    queryFn: (): Promise<ContractorEngagementView> =>
      decodedWith(
        api(`/assessments/contractor-portal/engagements/${encodeURIComponent(engagementId)}`),
        async () => (await import('#domain/contractor-portal')).ContractorEngagementView,
      ),
  })

export const useContractorEngagement = (engagementId: string) =>
  useQuery(contractorEngagementQueryOptions(engagementId))
