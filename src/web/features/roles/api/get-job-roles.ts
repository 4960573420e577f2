// GET /api/assessments/jobroles: one page of the roles of an organisation and the clients below it.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { JobRoleListItem } from '#domain/job-roles'
import { api } from '../../../api/client'
import { decoded } from '../../../api/decoded'
import { JOB_ROLES_KEY } from '../../../api/query-keys'
import { type ListState, listQueryOf } from '../../../ui/list-state'

export type JobRolePage = { items: JobRoleListItem[]; pages: number; count: number }

export type JobRolesFilter = { organisationId: string; includeArchived: boolean }

export { JOB_ROLES_KEY }

export const jobRolesQueryOptions = (filter: JobRolesFilter, list: ListState) =>
  queryOptions({
    queryKey: [...JOB_ROLES_KEY, 'list', filter, list],
    queryFn: (): Promise<JobRolePage> =>
      decoded(
        api('/assessments/jobroles', {
          query: {
            ...listQueryOf(list),
            org_id: filter.organisationId,
            include_archived: String(filter.includeArchived),
          },
        }),
        async () => (await import('./job-role-list-wire')).decodeJobRolePage,
      ),
  })

export const useJobRoles = (filter: JobRolesFilter, list: ListState) =>
  useQuery({ ...jobRolesQueryOptions(filter, list), placeholderData: keepPreviousData })
