// "Copy from an existing completed role": GET /api/assessments/jobroles with completed_only (every one, newest
// first) for the list. The details a chosen role copies are its record, read as the role screens read it.
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../api/client'
import { decoded } from '../../../api/decoded'

export type CompletedRole = { id: string; name: string; organisationName: string; reference: string | null }

export const completedRolesQueryOptions = (organisationId: string) =>
  queryOptions({
    queryKey: ['job-roles', 'completed', organisationId],
    queryFn: (): Promise<CompletedRole[]> =>
      decoded(
        api('/assessments/jobroles', {
          query: {
            org_id: organisationId,
            completed_only: 'true',
            page_size: '10000',
            sort_by: 'datecreated',
            sort_direction: 'desc',
          },
        }),
        async () => (await import('./completed-roles-wire')).decodeCompletedRoles,
      ),
  })

export const useCompletedRoles = (organisationId: string | null) =>
  useQuery({ ...completedRolesQueryOptions(organisationId ?? ''), enabled: organisationId !== null })
