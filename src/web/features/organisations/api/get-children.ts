// GET /api/actors/organisations/{id}/children: an organisation's clients, 10 at a time with "Load more".
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import * as Schema from 'effect/Schema'
import { api } from '../../../api/client'
import { WireId } from '../../../api/wire'
import { organisationPath } from './get-organisation'

export const CHILDREN_PAGE_SIZE = 10

const ChildrenWire = Schema.Struct({
  items: Schema.Array(Schema.Struct({ id: WireId, name: Schema.String, logo_url: Schema.NullOr(Schema.String) })),
  count: Schema.Number,
  pages: Schema.Number,
})

export type ChildOrganisation = { id: string; name: string }

export const childrenQueryOptions = (organisationId: string) =>
  infiniteQueryOptions({
    queryKey: ['organisations', organisationId, 'children'],
    initialPageParam: 1,
    queryFn: async ({ pageParam }) => {
      const wire = Schema.decodeUnknownSync(ChildrenWire)(
        await api(`${organisationPath(organisationId)}/children`, {
          query: { page: pageParam, page_size: CHILDREN_PAGE_SIZE, sort_by: 'name', sort_direction: 'asc' },
        }),
      )
      return {
        items: wire.items.map((item): ChildOrganisation => ({ id: String(item.id), name: item.name })),
        count: wire.count,
        pages: wire.pages,
        page: pageParam,
      }
    },
    getNextPageParam: (last) => (last.page < last.pages ? last.page + 1 : undefined),
  })

export const useChildren = (organisationId: string, enabled: boolean) =>
  useInfiniteQuery({ ...childrenQueryOptions(organisationId), enabled })
