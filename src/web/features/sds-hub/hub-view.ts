// What the SDS hub shows, as pure functions (rules sds-hub.screen, records.sds-hub-row, lists.defaults,
// "SDS hub endclient descending"): the action each card offers, where it leads, the dispute wording, and what
// the SDS Manager keeps in the URL besides page, sort and search.
import type { SdsHubAction, SdsHubRow } from '#domain/contractor-portal'
import { DISPUTE_STATUSES, statusByCode } from '#domain/sds-distribution'
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

export const HUB_ACTION_LABELS: Record<SdsHubAction, string> = {
  COMPLETE_QUESTIONS: 'Complete Questions',
  VIEW_SDS: 'View SDS',
}

/** Where a card's action button leads. */
export type HubActionTarget =
  | { to: '/sds-hub/complete-questions/$engagementId'; params: { engagementId: string } }
  | { to: '/sds-hub/view-sds/$engagmentId'; params: { engagmentId: string } }

export const hubActionTarget = (action: SdsHubAction, engagementId: string): HubActionTarget =>
  action === 'COMPLETE_QUESTIONS'
    ? { to: '/sds-hub/complete-questions/$engagementId', params: { engagementId } }
    : { to: '/sds-hub/view-sds/$engagmentId', params: { engagmentId: engagementId } }

/** The Dispute status column: the latest dispute's state in words. */
export const disputeStatusText = (status: SdsHubRow['dispute_status']): string =>
  status === null ? 'None' : statusByCode(DISPUTE_STATUSES, status).name

export const HUB_TEXTS = {
  title: 'Welcome to your IR35 Portal',
  description:
    'Answer the questions your clients send you, and read and download your status determination statements.',
  noActions:
    'You have nothing to do right now. When a client asks you to answer questions, or sends you an SDS, it will show here.',
  noArchivedActions: 'You have no actions, archived or otherwise.',
  noneInProgress: 'You have no assessments in progress.',
  /** The empty text of a searched list (rule errors.empty-texts). */
  noSdsMatches: 'No assessments associated with your search could be found.',
  noSds: 'No status determination statements have been issued to you yet. Turn on "Show all" to see every engagement.',
} as const
