// GET /api/assessments/engagements/{id}: an engagement (a job role is one too, with the role's id) with its
// assessments, the first being current, and `can`: the lifecycle events the caller may send now.
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { EngagementRecord } from '#domain/assessments'
import { api } from '../../../api/client'
import { decodedWith } from '../../../api/decoded'
import { ENGAGEMENTS_KEY } from '../../../api/query-keys'

export { ENGAGEMENTS_KEY }

export const engagementPath = (engagementId: string) => `/assessments/engagements/${encodeURIComponent(engagementId)}`

export const engagementQueryOptions = (engagementId: string) =>
  queryOptions({
    queryKey: [...ENGAGEMENTS_KEY, engagementId, 'record'],
    queryFn: (): Promise<EngagementRecord> =>
      decodedWith(
        api(engagementPath(engagementId)),
        async () => (await import('#domain/assessments')).EngagementRecord,
      ),
  })

export const useEngagement = (engagementId: string) => useQuery(engagementQueryOptions(engagementId))
