// What the assessments directory keeps in the URL besides page, sort and search: "Show archived assessments"
// and the Type, Result and Progress filters (rules directory.screen,
// api.engagement-lists). Anything unusable in a link is dropped rather than failing the page.
import {
  DIRECTORY_DEFAULTS,
  DIRECTORY_RESULTS,
  DIRECTORY_SORT_FIELDS,
  ENGAGEMENT_TYPES,
  type EngagementType,
} from '#domain/directory-list'
import { BOARD_STAGES, type BoardStage } from '#domain/engagement-status'
import { type ListDefaults, type ListSearch, parseListSearch } from '../../ui/list-state'

export const DIRECTORY_LIST_DEFAULTS: ListDefaults = {
  pageSize: DIRECTORY_DEFAULTS.pageSize,
  sortBy: DIRECTORY_DEFAULTS.sortBy,
  sortDirection: DIRECTORY_DEFAULTS.sortDirection,
  sortFields: DIRECTORY_SORT_FIELDS,
}

export type DirectoryResult = (typeof DIRECTORY_RESULTS)[number]

export type DirectoryFilters = {
  show_archived?: true
  type?: EngagementType
  result?: DirectoryResult
  progress?: BoardStage
}

export type DirectorySearch = ListSearch & DirectoryFilters

const oneOf = <T extends string>(values: readonly T[], raw: unknown): T | undefined =>
  values.find((value) => value === raw)

export const parseDirectorySearch = (raw: Record<string, unknown>): DirectorySearch => {
  const type = oneOf(ENGAGEMENT_TYPES, raw.type)
  const result = oneOf(DIRECTORY_RESULTS, raw.result)
  const progress = oneOf(BOARD_STAGES, raw.progress)
  return {
    ...parseListSearch(raw, DIRECTORY_LIST_DEFAULTS),
    ...(raw.show_archived === true || raw.show_archived === 'true' ? { show_archived: true as const } : {}),
    ...(type ? { type } : {}),
    ...(result ? { result } : {}),
    ...(progress ? { progress } : {}),
  }
}

/** Whether anything narrows the list: "Clear all filters" then has something to clear. */
export const hasFilters = (search: DirectorySearch) =>
  Boolean(search.search?.trim() || search.show_archived || search.type || search.result || search.progress)

/** The URL with every filter and the search cleared; the sort and page size stay as chosen. */
export const clearedSearch = (search: DirectorySearch): DirectorySearch => ({
  ...(search.page_size ? { page_size: search.page_size } : {}),
  ...(search.sort_by ? { sort_by: search.sort_by } : {}),
  ...(search.sort_direction ? { sort_direction: search.sort_direction } : {}),
})

/** The query the directory's calls take: the list state, the filters, and the selected organisation. */
export const directoryQueryOf = (
  list: Record<string, string>,
  filters: DirectoryFilters,
  organisationId: string | null,
): Record<string, string> => ({
  ...list,
  ...(filters.show_archived ? { show_archived: 'true' } : {}),
  ...(filters.type ? { type: filters.type } : {}),
  ...(filters.result ? { result: filters.result } : {}),
  ...(filters.progress ? { progress: filters.progress } : {}),
  ...(organisationId ? { org_id: organisationId } : {}),
})
