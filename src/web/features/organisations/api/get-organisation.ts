// GET /api/actors/organisations/{id}: one organisation with the caller's admin type, for the card and the form.
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../api/client'
import { decoded } from '../../../api/decoded'
import type { OrganisationDetail } from './organisation-wire'

export type { OrganisationDetail }

export const organisationPath = (organisationId: string) =>
  `/actors/organisations/${encodeURIComponent(organisationId)}`

export const organisationQueryOptions = (organisationId: string) =>
  queryOptions({
    queryKey: ['organisations', organisationId, 'detail'],
    queryFn: (): Promise<OrganisationDetail> =>
      decoded(
        api(organisationPath(organisationId)),
        async () => (await import('./organisation-wire')).decodeOrganisation,
      ),
  })

export const useOrganisation = (organisationId: string) => useQuery(organisationQueryOptions(organisationId))
