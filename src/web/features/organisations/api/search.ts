// GET /api/actors/organisations/search?search=...: the selector's search, from 3 characters (spec part 1 §9).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import * as Schema from 'effect/Schema'
import { api } from '../../../api/client'
import { idOrNull, WireId } from '../../../api/wire'

export const SEARCH_MIN_LENGTH = 3

const SearchWire = Schema.Struct({
  items: Schema.Array(
    Schema.Struct({
      id: WireId,
      name: Schema.String,
      parent_id: Schema.optional(Schema.NullOr(WireId)),
      parent_name: Schema.optional(Schema.NullOr(Schema.String)),
    }),
  ),
  count: Schema.optional(Schema.Number),
  pages: Schema.optional(Schema.Number),
})

export type OrganisationHit = { id: string; name: string; parentId: string | null; parentName: string | null }

export const searchOrganisations = async (search: string): Promise<OrganisationHit[]> => {
  const wire = Schema.decodeUnknownSync(SearchWire)(await api('/actors/organisations/search', { query: { search } }))
  return wire.items.map((item) => ({
    id: String(item.id),
    name: item.name,
    parentId: idOrNull(item.parent_id),
    parentName: item.parent_name ?? null,
  }))
}

export const organisationSearchQueryOptions = (search: string) =>
  queryOptions({ queryKey: ['organisations', 'search', search], queryFn: () => searchOrganisations(search) })

export const useOrganisationSearch = (search: string) =>
  useQuery({
    ...organisationSearchQueryOptions(search),
    enabled: search.length >= SEARCH_MIN_LENGTH,
    placeholderData: keepPreviousData,
  })
