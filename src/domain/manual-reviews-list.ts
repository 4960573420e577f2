// How the Manual Reviews list sorts and pages, and the values of its Submission type filter (rules
// manual-reviews.list, lists.defaults). Free of Effect Schema: the list's URL parser loads with the entry, before the
// first paint; the server's query schema (manual-reviews.ts) takes the same values.

export const MANUAL_REVIEW_SORT_FIELDS = ['review_submitted'] as const

/** 30 a page, newest submission first (rule lists.defaults). */
export const MANUAL_REVIEW_DEFAULTS = { sortBy: 'review_submitted', sortDirection: 'desc', pageSize: 30 } as const

/**
 * Who submitted the answers the review is of (rule
 * records.manual-review-item): GET /api/assessments/respondents lists them.
 */
export const RESPONDENTS = [
  { id: 'CLIENT', name: 'Partner' },
  { id: 'CONTRACTOR', name: 'Contractor' },
] as const
export type RespondentId = (typeof RESPONDENTS)[number]['id']
export const respondentName = (id: string | null): string | null =>
  RESPONDENTS.find((respondent) => respondent.id === id)?.name ?? null
