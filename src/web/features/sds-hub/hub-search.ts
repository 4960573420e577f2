// What the SDS Manager keeps in the URL besides page, sort and search (rule lists.defaults). Kept apart from
// hub-view.ts, whose dispute wording reads the distribution schemas: the route's URL parser loads with the app's
// first page, and must not bring Effect Schema with it.
import { SDS_HUB_DEFAULT_SORT, SDS_HUB_PAGE_SIZE, SDS_HUB_SORT_FIELDS } from '#domain/sds-hub-list'
import { type ListDefaults, type ListSearch, parseListSearch } from '../../ui/list-state'

export const SDS_MANAGER_DEFAULTS: ListDefaults = {
  pageSize: SDS_HUB_PAGE_SIZE,
  sortBy: SDS_HUB_DEFAULT_SORT.sort_by,
  sortDirection: SDS_HUB_DEFAULT_SORT.sort_direction,
  sortFields: SDS_HUB_SORT_FIELDS,
}

/** The SDS Manager's URL: the list's keys, and its two switches (present only when on). */
export type SdsHubSearch = ListSearch & { show_all?: true; show_archived?: true }

const isOn = (value: unknown) => value === true || value === 'true'

export const parseSdsHubSearch = (raw: Record<string, unknown>): SdsHubSearch => ({
  ...parseListSearch(raw, SDS_MANAGER_DEFAULTS),
  ...(isOn(raw.show_all) ? { show_all: true } : {}),
  ...(isOn(raw.show_archived) ? { show_archived: true } : {}),
})
