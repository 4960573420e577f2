// How the working practice reviews and their contractors list sort and page (spec part 2 §9). Free of Effect
// Schema: the lists' URL parsers load with the entry, before the first paint; the server's query schemas
// (working-practices.ts) take the same columns.

export const REVIEW_SORT_FIELDS = ['result_ord', 'end_client', 'agency', 'start_date', 'name'] as const
export type ReviewSortField = (typeof REVIEW_SORT_FIELDS)[number]
/** Spec part 2 §9: working practice reviews 30 a page, result_ord ascending. */
export const REVIEW_DEFAULTS = { sortBy: 'result_ord', sortDirection: 'asc', pageSize: 30 } as const

export const CONTRACTOR_SORT_FIELDS = ['name', 'email', 'company_name', 'reviews', 'latest_review'] as const
export type OneOffContractorSortField = (typeof CONTRACTOR_SORT_FIELDS)[number]
/** Spec part 2 §9 "contractors list 30". */
export const CONTRACTOR_DEFAULTS = { sortBy: 'latest_review', sortDirection: 'desc', pageSize: 30 } as const
