// GET /api/actors/organisations/{id}: whether the selected organisation shares leads, which shows the
// "IR35 Insurance requested" column and checkbox (rules contractors.list, nav.visibility).
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../api/client'
import { decoded } from '../../../api/decoded'

export const shareLeadsQueryOptions = (organisationId: string) =>
  queryOptions({
    queryKey: ['organisations', organisationId, 'share-leads'],
    queryFn: () =>
      decoded(
        api(`/actors/organisations/${encodeURIComponent(organisationId)}`),
        async () => (await import('./share-leads-wire')).decodeShareLeads,
      ),
  })

/** false until known, and when no organisation is selected. */
export const useShareLeads = (organisationId: string | null) =>
  useQuery({ ...shareLeadsQueryOptions(organisationId ?? ''), enabled: organisationId !== null }).data ?? false
