// What the Manual Reviews list keeps in the URL besides page, sort and search (rule manual-reviews.list): the
// Open/Closed toggle, "Show archived assessments", and the Submission type and Assignee filters. Anything
// unusable in a link is dropped rather than failing the page.
import {
  MANUAL_REVIEW_DEFAULTS,
  MANUAL_REVIEW_SORT_FIELDS,
  RESPONDENTS,
  type RespondentId,
} from '#domain/manual-reviews-list'
import { type ListDefaults, type ListSearch, parseListSearch } from '../../ui/list-state'

export const MANUAL_REVIEW_LIST_DEFAULTS: ListDefaults = {
  pageSize: MANUAL_REVIEW_DEFAULTS.pageSize,
  sortBy: MANUAL_REVIEW_DEFAULTS.sortBy,
  sortDirection: MANUAL_REVIEW_DEFAULTS.sortDirection,
  sortFields: MANUAL_REVIEW_SORT_FIELDS,
}

export type ManualReviewFilters = {
  /** Closed reviews instead of the open ones (the default). */
  closed?: true
  show_archived?: true
  submission_type?: RespondentId
  /** An actor id, or "none" for the unassigned. */
  assignee?: string
}

export type ManualReviewsSearch = ListSearch & ManualReviewFilters

const ASSIGNEE = /^(none|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i
const flag = (value: unknown) => value === true || value === 'true'

export const parseManualReviewsSearch = (raw: Record<string, unknown>): ManualReviewsSearch => {
  const submissionType = RESPONDENTS.find((respondent) => respondent.id === raw.submission_type)?.id
  return {
    ...parseListSearch(raw, MANUAL_REVIEW_LIST_DEFAULTS),
    ...(flag(raw.closed) ? { closed: true as const } : {}),
    ...(flag(raw.show_archived) ? { show_archived: true as const } : {}),
    ...(submissionType ? { submission_type: submissionType } : {}),
    ...(typeof raw.assignee === 'string' && ASSIGNEE.test(raw.assignee) ? { assignee: raw.assignee } : {}),
  }
}

export const filtersOf = (search: ManualReviewsSearch): ManualReviewFilters => ({
  ...(search.closed ? { closed: true as const } : {}),
  ...(search.show_archived ? { show_archived: true as const } : {}),
  ...(search.submission_type ? { submission_type: search.submission_type } : {}),
  ...(search.assignee ? { assignee: search.assignee } : {}),
})

/** The list call's query: the list state and the filters, in the call's own words (rule api.manual-reviews). */
export const manualReviewsQueryOf = (
  list: Record<string, string>,
  filters: ManualReviewFilters,
): Record<string, string> => ({
  ...list,
  open: filters.closed ? 'false' : 'true',
  ...(filters.show_archived ? { show_archived: 'true' } : {}),
  ...(filters.submission_type ? { submission_type: filters.submission_type } : {}),
  ...(filters.assignee ? { assignee: filters.assignee } : {}),
})
