// GET /api/actors/organisations/{id}: whether the selected organisation shares leads, which shows the
// "IR35 Insurance requested" column and checkbox (rules contractors.list, nav.visibility).
import { queryOptions, useQuery } from '@tanstack/react-query'
import * as Schema from 'effect/Schema'
import { api } from '../../../api/client'

const ShareLeadsWire = Schema.Struct({ share_leads: Schema.Boolean })

export const shareLeadsQueryOptions = (organisationId: string) =>
  queryOptions({
    queryKey: ['organisations', organisationId, 'share-leads'],
    queryFn: async () =>
      Schema.decodeUnknownSync(ShareLeadsWire)(await api(`/actors/organisations/${encodeURIComponent(organisationId)}`))
        .share_leads,
  })

/** false until known, and when no organisation is selected. */
export const useShareLeads = (organisationId: string | null) =>
  useQuery({ ...shareLeadsQueryOptions(organisationId ?? ''), enabled: organisationId !== null }).data ?? false
