// GET /api/actors/organisations/{id}, read for what the users screens need of it: its name, and the caller's
// permissions there (which decide, with the invite machine, the buttons on show).
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../api/client'
import { decoded } from '../../../api/decoded'
import type { OrganisationAccess } from './organisation-access-wire'

export type { OrganisationAccess }

export const organisationAccessQueryOptions = (organisationId: string) =>
  queryOptions({
    queryKey: ['organisations', organisationId, 'access'],
    queryFn: (): Promise<OrganisationAccess> =>
      decoded(
        api(`/actors/organisations/${encodeURIComponent(organisationId)}`),
        async () => (await import('./organisation-access-wire')).decodeOrganisationAccess,
      ),
  })

export const useOrganisationAccess = (organisationId: string | null) =>
  useQuery({ ...organisationAccessQueryOptions(organisationId ?? ''), enabled: organisationId !== null })
