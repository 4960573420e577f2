// GET /api/actors/organisations/{id} for the role and engagement forms: the settings that shape them (hidden rate
// field, insurance validation tool) and a chosen organisation's name; only those fields are decoded.
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../api/client'
import { decoded } from '../../../api/decoded'

export type OrganisationSettings = {
  id: string
  name: string
  hideRateField: boolean
  insuranceValidationTool: boolean
}

export const organisationSettingsQueryOptions = (organisationId: string) =>
  queryOptions({
    queryKey: ['organisations', organisationId, 'settings'],
    queryFn: (): Promise<OrganisationSettings> =>
      decoded(
        api(`/actors/organisations/${encodeURIComponent(organisationId)}`),
        async () => (await import('./organisation-settings-wire')).decodeOrganisationSettings,
      ),
  })

export const useOrganisationSettings = (organisationId: string | null) =>
  useQuery({ ...organisationSettingsQueryOptions(organisationId ?? ''), enabled: organisationId !== null })
