// How a contractor's Assessments table sorts and pages (rule lists.defaults: page sizes 10/20/30, default 10). Free
// of Effect Schema: the table's URL parser loads with the entry, before the first paint; the server's query
// schema (contractor-engagements.ts) takes the same columns.

export const CONTRACTOR_ENGAGEMENTS_PAGE_SIZE = 10
export const CONTRACTOR_ENGAGEMENT_SORT_FIELDS = ['start_date', 'name', 'organisation', 'type'] as const
export type ContractorEngagementSortField = (typeof CONTRACTOR_ENGAGEMENT_SORT_FIELDS)[number]
