// GET /api/actors/organisations/{id} for the role and engagement forms: the settings that shape them (hidden rate
// field, insurance validation tool) and a chosen organisation's name; only those fields are decoded.
import { queryOptions, useQuery } from '@tanstack/react-query'
import * as Schema from 'effect/Schema'
import { api } from '../../../api/client'
import { WireId } from '../../../api/wire'

export type OrganisationSettings = {
  id: string
  name: string
  hideRateField: boolean
  insuranceValidationTool: boolean
}

const OrganisationWire = Schema.Struct({
  id: WireId,
  name: Schema.String,
  hide_rate_field: Schema.Boolean,
  insurance_validation_tool: Schema.Boolean,
})

export const organisationSettingsQueryOptions = (organisationId: string) =>
  queryOptions({
    queryKey: ['organisations', organisationId, 'settings'],
    queryFn: async (): Promise<OrganisationSettings> => {
      const wire = Schema.decodeUnknownSync(OrganisationWire)(
        await api(`/actors/organisations/${encodeURIComponent(organisationId)}`),
      )
      return {
        id: String(wire.id),
        name: wire.name,
        hideRateField: wire.hide_rate_field,
        insuranceValidationTool: wire.insurance_validation_tool,
      }
    },
  })

export const useOrganisationSettings = (organisationId: string | null) =>
  useQuery({ ...organisationSettingsQueryOptions(organisationId ?? ''), enabled: organisationId !== null })
