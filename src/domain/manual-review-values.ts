// What the manual review screens show beside the manual review schemas (manual-reviews.ts): the messages, who sees
// the list and the override results. Plain values only, so the screens do not load the schemas with their code
// (docs/first-load.md).
import { MANUAL_OVERRIDE_CODES, type OverrideChoice } from './determination/results.ts'
import { ROLE } from './roles.ts'

export const MANUAL_REVIEW_MESSAGES = {
  title: 'Manual Reviews',
  noResults: 'No assessments associated with your search could be found.',
  showArchived: 'Show archived assessments',
  noPartnerPath: 'No data available',
  noAssignees: 'No Data',
  overrideReason: 'Please provide a reason for overriding this result that is a minimum of 10 characters.',
  outsideNeedsManager: 'If you want to override this result please contact the IR35 Consultancy Manager.',
  notManualReviewer: 'Choose a Provider Manual Reviewer of the provider organisation to assign this review to.',
  notInReview: 'This assessment is not in manual review.',
  overridden: 'Result Manually Overridden',
  /** Heads the summary after an override: it reasons from the answers, not from the result now shown. */
  overriddenSummary: 'Summary of the answers, before the result was manually overridden',
} as const

/** Who sees the Manual Reviews menu and its list (rule nav.visibility). */
export const MANUAL_REVIEW_LIST_ROLES = [
  ROLE.providerManualReviewer,
  ROLE.consultancyManager,
  ROLE.readOnlyFullTool,
] as const

/** The override result codes (rule override.rules). */
export const OVERRIDE_RESULTS = (Object.entries(MANUAL_OVERRIDE_CODES) as [OverrideChoice, 'FAIL' | 'PASS'][]).map(
  ([name, id]) => ({ id, name }),
)
export const overrideChoiceOf = (resultId: string): OverrideChoice | undefined =>
  OVERRIDE_RESULTS.find((result) => result.id === resultId)?.name
