// What the SDS hub shows, as pure functions (rules sds-hub.screen, records.sds-hub-row, lists.defaults,
// "SDS hub endclient descending"): the action each card offers, where it leads and the dispute wording. What the
// SDS Manager keeps in the URL is in hub-search.ts.
import type { SdsHubAction, SdsHubRow } from '#domain/contractor-portal'
import { DISPUTE_STATUSES, statusByCode } from '#domain/sds-distribution-values'
import type { PageHeading } from '../../shell-headings'

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

/** The SDS hub's heading (the server writes it into the HTML shell of /sds-hub). */
export const HUB_HEADING = {
  title: 'Welcome to your IR35 Portal',
  description:
    'Answer the questions your clients send you, and read and download your status determination statements.',
} as const satisfies PageHeading

export const HUB_TEXTS = {
  ...HUB_HEADING,
  noActions:
    'You have nothing to do right now. When a client asks you to answer questions, or sends you an SDS, it will show here.',
  noArchivedActions: 'You have no actions, archived or otherwise.',
  noneInProgress: 'You have no assessments in progress.',
  /** The empty text of a searched list (rule errors.empty-texts). */
  noSdsMatches: 'No assessments associated with your search could be found.',
  noSds: 'No status determination statements have been issued to you yet. Turn on "Show all" to see every engagement.',
} as const
