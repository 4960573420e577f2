// Keeps a list's page, page size, sort and search in the URL's search params, so a reload or a shared link
// shows the same page. The route declares `validateSearch: (raw) => parseListSearch(raw, defaults)`.
import { useLocation, useNavigate, useRouter } from '@tanstack/react-router'
import { useCallback, useMemo } from 'react'
import { type ListDefaults, type ListSearch, type ListState, listStateOf, nextSort } from './list-state'

export type ListController = {
  state: ListState
  setPage: (page: number) => void
  setPageSize: (pageSize: number) => void
  sortBy: (column: string) => void
  /** A new search starts again at page 1. */
  setSearch: (search: string) => void
}

type Patch = { [K in keyof ListSearch]?: ListSearch[K] | undefined }

export const useListState = (search: ListSearch, defaults: ListDefaults = {}): ListController => {
  const navigate = useNavigate()
  const router = useRouter()
  const listPath = useLocation({ select: (location) => location.pathname })
  const state = useMemo(() => listStateOf(search, defaults), [search, defaults])
  const update = useCallback(
    (patch: Patch) => {
      // A search typed just before a row was opened lands late: it must not follow the person to that page.
      if (router.state.location.pathname !== listPath) return
      // The current route's own search is kept; the list's keys are replaced (undefined removes a key).
      void navigate({
        to: '.',
        replace: true,
        search: ((previous: Record<string, unknown>) => ({ ...previous, ...patch })) as never,
      })
    },
    [navigate, router, listPath],
  )
  return useMemo(
    () => ({
      state,
      setPage: (page) => update({ page: page > 1 ? page : undefined }),
      setPageSize: (pageSize) => update({ page_size: pageSize, page: undefined }),
      sortBy: (column) => {
        const next = nextSort(state, column)
        update({ sort_by: next.sortBy, sort_direction: next.sortDirection, page: undefined })
      },
      setSearch: (text) => update({ search: text.trim() ? text : undefined, page: undefined }),
    }),
    [state, update],
  )
}
