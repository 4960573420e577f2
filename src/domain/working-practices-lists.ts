// How the working practice reviews and their contractors list sort and page (rule lists.defaults). Free of Effect
// Schema: the lists' URL parsers load with the entry, before the first paint; the server's query schemas
// (working-practices.ts) take the same columns.

export const REVIEW_SORT_FIELDS = ['result_ord', 'end_client', 'agency', 'start_date', 'name'] as const
export type ReviewSortField = (typeof REVIEW_SORT_FIELDS)[number]
/** Working practice reviews 30 a page, result_ord ascending (rule lists.defaults). */
export const REVIEW_DEFAULTS = { sortBy: 'result_ord', sortDirection: 'asc', pageSize: 30 } as const

export const CONTRACTOR_SORT_FIELDS = ['name', 'email', 'company_name', 'reviews', 'latest_review'] as const
export type OneOffContractorSortField = (typeof CONTRACTOR_SORT_FIELDS)[number]
/** Contractors 30 a page (rule lists.defaults). */
export const CONTRACTOR_DEFAULTS = { sortBy: 'latest_review', sortDirection: 'desc', pageSize: 30 } as const
