// How the SDS hub sorts and pages (rule lists.defaults). Free of Effect
// Schema: the hub's URL parser loads with the entry, before the first paint; the server's query schema
// (contractor-portal.ts) takes the same columns.

export const SDS_HUB_PAGE_SIZE = 10
export const SDS_HUB_SORT_FIELDS = [
  'endclient',
  'agency',
  'start_date',
  'i_r35_determination',
  'dispute_status',
] as const
export type SdsHubSortField = (typeof SDS_HUB_SORT_FIELDS)[number]
/** The SDS hub sorts by end client, descending, unless told otherwise (rule lists.defaults). */
export const SDS_HUB_DEFAULT_SORT = { sort_by: 'endclient', sort_direction: 'desc' } as const
