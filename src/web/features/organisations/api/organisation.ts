// GET /api/actors/organisations/{id}: the name of a selected organisation that the selector tree does not hold.
import { useQuery } from '@tanstack/react-query'
import { api } from '../../../api/client'
import { decoded } from '../../../api/decoded'

export const fetchOrganisationName = (organisationId: string): Promise<string> =>
  decoded(
    api(`/actors/organisations/${encodeURIComponent(organisationId)}`),
    async () => (await import('./organisation-wire')).decodeOrganisationName,
  )

export const useOrganisationName = (organisationId: string | null, enabled: boolean) =>
  useQuery({
    queryKey: ['organisations', organisationId, 'name'],
    queryFn: () => fetchOrganisationName(organisationId ?? ''),
    enabled: enabled && organisationId !== null,
  })
