// The organisations the engagement form reads: GET /api/actors/organisations/{id} for the settings that shape it
// (insurance validation tool, hidden rate field) and a chosen organisation's name, and GET
// /api/actors/organisations/search (from 3 characters) for the end client and agency selectors. Only the fields
// this form needs are decoded (features do not import each other).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import * as Schema from 'effect/Schema'
import { api } from '../../../api/client'
import { WireId } from '../../../api/wire'

export const ORGANISATION_SEARCH_MIN_LENGTH = 3

export type OrganisationOption = { id: string; name: string; parentName: string | null }
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
const SearchWire = Schema.Struct({
  items: Schema.Array(
    Schema.Struct({ id: WireId, name: Schema.String, parent_name: Schema.optional(Schema.NullOr(Schema.String)) }),
  ),
})

export const organisationSettingsQueryOptions = (organisationId: string) =>
  queryOptions({
    queryKey: ['organisations', organisationId, 'engagement-form'],
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

export const useOrganisationOptions = (search: string) =>
  useQuery({
    queryKey: ['organisations', 'search', 'engagement-form', search],
    queryFn: async (): Promise<OrganisationOption[]> =>
      Schema.decodeUnknownSync(SearchWire)(await api('/actors/organisations/search', { query: { search } })).items.map(
        (item) => ({ id: String(item.id), name: item.name, parentName: item.parent_name ?? null }),
      ),
    enabled: search.length >= ORGANISATION_SEARCH_MIN_LENGTH,
    placeholderData: keepPreviousData,
  })
