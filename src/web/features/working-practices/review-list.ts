// What the review lists keep in the URL (rule lists.defaults: working practice reviews 30 a page, result_ord
// ascending; contractors list 30): the list's keys and the "Show archived roles" switch.
import {
  CONTRACTOR_DEFAULTS,
  CONTRACTOR_SORT_FIELDS,
  REVIEW_DEFAULTS,
  REVIEW_SORT_FIELDS,
} from '#domain/working-practices-lists'
import { type ListDefaults, type ListSearch, parseListSearch } from '../../ui/list-state'

export const REVIEW_LIST_DEFAULTS: ListDefaults = { ...REVIEW_DEFAULTS, sortFields: REVIEW_SORT_FIELDS }
export const CONTRACTOR_LIST_DEFAULTS: ListDefaults = { ...CONTRACTOR_DEFAULTS, sortFields: CONTRACTOR_SORT_FIELDS }

export type ReviewListSearch = ListSearch & { show_archived?: true }

export const parseReviewSearch = (raw: Record<string, unknown>): ReviewListSearch => ({
  ...parseListSearch(raw, REVIEW_LIST_DEFAULTS),
  ...(raw.show_archived === true || raw.show_archived === 'true' ? { show_archived: true } : {}),
})

export const parseContractorSearch = (raw: Record<string, unknown>) => parseListSearch(raw, CONTRACTOR_LIST_DEFAULTS)
