// GET /api/assessments/jobroles/{id}: the role record the edit and update forms start from.
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { JobRoleRecord } from '#domain/job-roles'
import { api } from '../../../api/client'
import { decoded } from '../../../api/decoded'
import { JOB_ROLES_KEY } from '../../../api/query-keys'

export const jobRolePath = (roleId: string) => `/assessments/jobroles/${encodeURIComponent(roleId)}`

export const jobRoleQueryOptions = (roleId: string) =>
  queryOptions({
    queryKey: [...JOB_ROLES_KEY, 'record', roleId],
    queryFn: (): Promise<JobRoleRecord> =>
      decoded(api(jobRolePath(roleId)), async () => (await import('./job-role-wire')).decodeJobRole),
  })

export const useJobRole = (roleId: string) => useQuery(jobRoleQueryOptions(roleId))
