// GET /api/actors/organisations/{id}: the name of a selected organisation that the selector tree does not hold.
import { useQuery } from '@tanstack/react-query'
import * as Schema from 'effect/Schema'
import { api } from '../../../api/client'
import { WireId } from '../../../api/wire'

const OrganisationNameWire = Schema.Struct({ id: WireId, name: Schema.String })

export const fetchOrganisationName = async (organisationId: string): Promise<string> =>
  Schema.decodeUnknownSync(OrganisationNameWire)(
    await api(`/actors/organisations/${encodeURIComponent(organisationId)}`),
  ).name

export const useOrganisationName = (organisationId: string | null, enabled: boolean) =>
  useQuery({
    queryKey: ['organisations', organisationId, 'name'],
    queryFn: () => fetchOrganisationName(organisationId ?? ''),
    enabled: enabled && organisationId !== null,
  })
