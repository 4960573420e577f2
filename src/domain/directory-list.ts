// What the assessments directory's URL may say (rules directory.screen, lists.defaults): its filters' values, its sort
// columns and defaults. Free of Effect Schema: the directory's URL parser loads with the entry, before the first
// paint; the server's query schema (engagement-lists.ts) is built from the same lists.
import { INCOMPLETE, RESULTS } from './determination/results.ts'

export const ENGAGEMENT_TYPES = ['Role', 'Contractor'] as const
export type EngagementType = (typeof ENGAGEMENT_TYPES)[number]

/**
 * The results the directory filters by: each result an assessment can carry, once, and Incomplete for an
 * assessment without one (rule results.colours).
 */
export const DIRECTORY_RESULTS = [
  ...new Set(
    Object.values(RESULTS)
      .filter((row) => row.code !== 'UNDETERMINED')
      .map((row) => row.result),
  ),
  INCOMPLETE,
] as const satisfies readonly string[]

export const DIRECTORY_SORT_FIELDS = [
  'name',
  'contractor_name',
  'organisation',
  'type',
  'start_date',
  'progress',
  'result',
] as const
export type DirectorySortField = (typeof DIRECTORY_SORT_FIELDS)[number]

/** Newest start date first; the directory's page size 10, 20 or 30 (rule lists.defaults). */
export const DIRECTORY_DEFAULTS = { sortBy: 'start_date', sortDirection: 'desc', pageSize: 10 } as const
