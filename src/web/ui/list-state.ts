// The state every list keeps in the URL (page, page_size, sort_by, sort_direction, search) and the pure sums
// behind its footer (rule lists.paging): the range label and the page buttons, 4 at a time.
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '#domain/list-paging'

export type SortDirection = 'asc' | 'desc'
export const PAGE_SIZE_CHOICES = PAGE_SIZES.map(Number)
export const PAGE_BUTTONS = 4
export const SEARCH_DEBOUNCE_MS = 500

/** What the URL may carry; a value left out means the list's default, so a clean URL stays clean. */
export type ListSearch = {
  page?: number
  page_size?: number
  sort_by?: string
  sort_direction?: SortDirection
  search?: string
}

/** A list's defaults: its page size (30, some lists 10: rule lists.defaults) and its sort. */
export type ListDefaults = {
  pageSize?: number
  sortBy?: string
  sortDirection?: SortDirection
  /** The columns the server sorts by; anything else in the URL is dropped. */
  sortFields?: readonly string[]
}

export type ListState = {
  page: number
  pageSize: number
  sortBy: string | null
  sortDirection: SortDirection
  search: string
}

const wholeNumber = (value: unknown): number | null => {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : ''
  return /^[1-9]\d{0,5}$/.test(text) ? Number(text) : null
}

/**
 * Reads list parameters out of whatever the URL holds (the router hands numbers for `?page=2`, text for
 * `?page=x`): anything unusable is dropped rather than failing the page, so a mangled link still opens.
 */
export const parseListSearch = (raw: Record<string, unknown>, defaults: ListDefaults = {}): ListSearch => {
  const result: ListSearch = {}
  const page = wholeNumber(raw.page)
  if (page !== null && page > 1) result.page = page
  const pageSize = wholeNumber(raw.page_size)
  if (pageSize !== null && PAGE_SIZE_CHOICES.includes(pageSize)) result.page_size = pageSize
  const sortBy = typeof raw.sort_by === 'string' ? raw.sort_by : null
  if (sortBy && (!defaults.sortFields || defaults.sortFields.includes(sortBy))) result.sort_by = sortBy
  if (raw.sort_direction === 'asc' || raw.sort_direction === 'desc') result.sort_direction = raw.sort_direction
  const search = typeof raw.search === 'string' || typeof raw.search === 'number' ? String(raw.search) : ''
  if (search.trim() !== '') result.search = search.slice(0, 100)
  return result
}

/** The list state with the defaults filled in. */
export const listStateOf = (search: ListSearch, defaults: ListDefaults = {}): ListState => ({
  page: search.page ?? 1,
  pageSize: search.page_size ?? defaults.pageSize ?? DEFAULT_PAGE_SIZE,
  sortBy: search.sort_by ?? defaults.sortBy ?? null,
  sortDirection: search.sort_direction ?? defaults.sortDirection ?? 'asc',
  search: search.search ?? '',
})

/** The query string the server's list endpoints take (rule lists.paging). */
export const listQueryOf = (state: ListState): Record<string, string> => ({
  page: String(state.page),
  page_size: String(state.pageSize),
  ...(state.sortBy ? { sort_by: state.sortBy, sort_direction: state.sortDirection } : {}),
  ...(state.search.trim() ? { search: state.search.trim() } : {}),
})

/** "x - y of total"; an empty list reads "0 - 0 of 0". */
export const rangeLabel = (page: number, pageSize: number, total: number): string => {
  if (total <= 0) return '0 - 0 of 0'
  const first = Math.min((page - 1) * pageSize + 1, total)
  const last = Math.min(page * pageSize, total)
  return `${first} - ${last} of ${total}`
}

/** The page buttons on show: the block of 4 that holds the current page (1-4, 5-8, ...). */
export const pageWindow = (page: number, pages: number, size = PAGE_BUTTONS): number[] => {
  if (pages <= 0) return []
  const current = Math.min(Math.max(page, 1), pages)
  const start = Math.floor((current - 1) / size) * size + 1
  const end = Math.min(start + size - 1, pages)
  return Array.from({ length: end - start + 1 }, (_, i) => start + i)
}

/** The next sort after a click on a column header: a new column starts ascending, the same column flips. */
export const nextSort = (
  current: Pick<ListState, 'sortBy' | 'sortDirection'>,
  column: string,
): { sortBy: string; sortDirection: SortDirection } => ({
  sortBy: column,
  sortDirection: current.sortBy === column && current.sortDirection === 'asc' ? 'desc' : 'asc',
})
