// What the SDS, dispute and hub screens show beside the distribution and dispute schemas (sds-distribution.ts): the
// messages, the caps, the statuses and their lookup. Plain values only, so the screens do not load the schemas with
// their code (docs/first-load.md).
import { isEmailAddress } from './email.ts'
import type { DisputeWire } from './sds-distribution.ts'

export const DISTRIBUTION_MESSAGES = {
  contractorMustReceive: 'The contractor must receive the SDS.',
  blockTitle: 'SDS distribution',
  addParty: 'Add supply chain party',
  send: 'Send SDS',
  resend: 'Resend',
  remove: 'Delete',
  acknowledgeTitle: 'Acknowledge determination',
  acknowledgeNameLabel: 'Type your full name to acknowledge this determination',
  acknowledgeComplete: 'Complete',
  acknowledged: 'You have acknowledged this determination.',
  disagree: 'I do not agree',
  nameRequired: 'Please type your name to acknowledge the determination.',
  notYourDistribution: 'Only the party the SDS was sent to can acknowledge or dispute it.',
  notSent: 'This SDS has not been sent to you yet.',
  linkInvalid: 'This link is not valid. Ask the organisation that sent you the SDS to send it again.',
  linkExpired: 'This link has expired. Ask the organisation that sent you the SDS to send it again.',
  linkOnlySds: 'This link opens its SDS and nothing else.',
  noPending: 'There is no party waiting to be sent the SDS.',
  notSendable: 'The SDS can be sent once the assessment has been answered and signed off.',
  previewUnavailable:
    'A draft of the SDS can be previewed while it waits to be sent; once sent, download the SDS itself.',
  preview: 'Preview SDS',
  acknowledgeToDownload: 'Acknowledge the determination first: the SDS can be downloaded once you have.',
  statusRequired: 'Send replace /status_id with the ACKNOWLEDGED status and replace /name with the name typed.',
  notListed: 'This party is not on the SDS distribution list of the engagement.',
  onlyTheParty: 'Only the party the SDS was sent to can acknowledge it.',
  noParties:
    'No one is on the list yet. Add a supply chain party by e-mail; the contractor is added when the SDS is ready to send.',
  notReceived: 'Not received yet',
} as const

export const DISPUTE_MESSAGES = {
  /** The end client's duty to answer a dispute (rule sds.dispute-window). */
  responseDuty: 'The end client has 45 days to respond to a dispute.',
  disputeReasonRequired: 'Please enter a reason for disputing the SDS up to 250 characters',
  resolveReasonRequired: 'Please enter a reason for resolving the dispute up to 250 characters',
  disputeTitle: 'Dispute',
  respondTitle: 'Respond to the dispute',
  uphold: 'Uphold the determination',
  withdraw: 'Withdraw the SDS and issue a new one',
  newSdsFromLabel: 'The new SDS applies from',
  newSdsFromRequired: 'Please enter the date from which the new SDS applies.',
  deadlineMissed: 'The 45-day deadline to respond has passed: the client is liable as fee-payer until it responds.',
  disputeDue: 'Dispute Due',
  notTheClient: 'Only the end client can respond to a dispute.',
  alreadyResolved: 'This dispute has already been answered.',
  withdrawn: 'Withdrawn',
} as const

/** Dispute text and the response's reasons: up to 250 characters (rule disputes.reason). */
export const DISPUTE_TEXT_MAX = 250

/** How long a supply-chain party's link opens its SDS. */
export const DISTRIBUTION_LINK_DAYS = 60

// ---- Statuses (GET assessments/distribution-statuses, GET assessments/dispute-statuses) ----

/**
 * A distribution's status (rule records.distribution); ids are fixed so a client may send them back (acknowledge:
 * replace /status_id).
 */
export const DISTRIBUTION_STATUSES = [
  { id: 1, code: 'PENDING', name: 'Pending' },
  { id: 2, code: 'SENT', name: 'Sent' },
  { id: 3, code: 'DELIVERED', name: 'Delivered' },
  { id: 4, code: 'ACKNOWLEDGED', name: 'Acknowledged' },
  { id: 5, code: 'WITHDRAWN', name: 'Withdrawn' },
  { id: 6, code: 'REMOVED', name: 'Removed' },
] as const
export type DistributionStatusCode = (typeof DISTRIBUTION_STATUSES)[number]['code']
export const ACKNOWLEDGED_STATUS_ID = 4

export const DISPUTE_STATUSES = [
  { id: 1, code: 'OPEN', name: 'Open' },
  { id: 2, code: 'RESOLVED', name: 'Resolved' },
] as const
export type DisputeStatusCode = (typeof DISPUTE_STATUSES)[number]['code']
export const RESOLVED_STATUS_ID = 2

export const statusByCode = <S extends { readonly code: string }>(statuses: readonly S[], code: string): S => {
  const found = statuses.find((status) => status.code === code)
  if (!found) throw new RangeError(`Unknown status code: ${code}`)
  return found
}

/** Whether an address is added to the list: a valid address not already on it (case-insensitive). */
export const isNewPartyAddress = (email: string, listed: readonly string[]) =>
  isEmailAddress(email) && !listed.some((other) => other.toLowerCase() === email.toLowerCase())

// ---- Disputes ----

/** How many files one call may carry (a dispute with its files, or one more file). */
export const DISPUTE_FILES_MAX = 10

export const DISPUTE_FLOW_MESSAGES = {
  cannotDispute: 'This SDS cannot be disputed now: it has been withdrawn or removed, or was never sent to you.',
  alreadyDisputed: 'You have already disputed this SDS. The end client has not answered yet.',
  organisationMismatch: 'organisation_id must be the organisation that issued the SDS.',
  notYourDispute: 'Only the party who raised this dispute, or the end client, can do this.',
  notOpen: 'This dispute has been answered; nothing more can be added to it.',
  responseFilesClientOnly: 'Only the end client adds files to its response.',
  tooManyFiles: `Attach up to ${DISPUTE_FILES_MAX} files at a time.`,
  newSdsFromOnlyForWithdrawal: 'new_sds_from is given only when the SDS is withdrawn.',
  resolutionRequired: 'Choose whether to uphold the determination or withdraw the SDS.',
  confirmWithdraw:
    'Withdrawing the SDS answers every open dispute, marks this SDS withdrawn and reopens the assessment. You then submit the answers again to issue the new SDS. Do you want to withdraw it?',
  reasonsLabel: 'Your reasons',
  responseReasonsLabel: 'Reasons for your response',
  filesLabel: 'Files (optional)',
  submitDispute: 'Submit dispute',
  submitResponse: 'Send response',
  commentLabel: 'Add a comment',
  commentSubmit: 'Add comment',
  sectionTitle: 'Disputes',
} as const

/** "N days left to respond", or the missed deadline's text once it has passed. */
export const daysLeftText = (dispute: Pick<DisputeWire, 'days_left' | 'overdue'>) =>
  dispute.overdue || dispute.days_left < 1
    ? DISPUTE_MESSAGES.deadlineMissed
    : `${dispute.days_left} ${dispute.days_left === 1 ? 'day' : 'days'} left to respond`

/** Leading whitespace trimmed; text and files may not both be empty (rule disputes.reason). */
export const disputeReasonProblem = (details: string, fileCount: number, kind: 'dispute' | 'response') =>
  details.trim().length > 0 || fileCount > 0
    ? null
    : kind === 'dispute'
      ? DISPUTE_MESSAGES.disputeReasonRequired
      : DISPUTE_MESSAGES.resolveReasonRequired
