// GET /api/actors/organisations/{id}/children: an organisation's clients, 10 at a time with "Load more".
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { api } from '../../../api/client'
import { decoded } from '../../../api/decoded'
import { organisationPath } from './get-organisation'

export const CHILDREN_PAGE_SIZE = 10

export type ChildOrganisation = { id: string; name: string }

export const childrenQueryOptions = (organisationId: string) =>
  infiniteQueryOptions({
    queryKey: ['organisations', organisationId, 'children'],
    initialPageParam: 1,
    queryFn: async ({ pageParam }) => ({
      ...(await decoded(
        api(`${organisationPath(organisationId)}/children`, {
          query: { page: pageParam, page_size: CHILDREN_PAGE_SIZE, sort_by: 'name', sort_direction: 'asc' },
        }),
        async () => (await import('./organisation-wire')).decodeChildren,
      )),
      page: pageParam,
    }),
    getNextPageParam: (last) => (last.page < last.pages ? last.page + 1 : undefined),
  })

export const useChildren = (organisationId: string, enabled: boolean) =>
  useInfiniteQuery({ ...childrenQueryOptions(organisationId), enabled })
