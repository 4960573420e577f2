// GET /api/assessments/engagements/{id}: an engagement (a job role is one too, with the role's id) with its
// assessments, the first being current, and `can`: the lifecycle events the caller may send now.
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../api/client'
import { ENGAGEMENTS_KEY } from '../../../api/query-keys'
import { decodeEngagement } from './assessment-wire'

export { ENGAGEMENTS_KEY }

export const engagementPath = (engagementId: string) => `/assessments/engagements/${encodeURIComponent(engagementId)}`

export const engagementQueryOptions = (engagementId: string) =>
  queryOptions({
    queryKey: [...ENGAGEMENTS_KEY, engagementId, 'record'],
    queryFn: async () => decodeEngagement(await api(engagementPath(engagementId))),
  })

export const useEngagement = (engagementId: string) => useQuery(engagementQueryOptions(engagementId))
