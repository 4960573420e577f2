// The engagement statuses (spec part 2 §4) and the progress board stage each one is shown in.
// The engagement machine (machines/engagement.machine.ts) decides the status; this file only names it.

export const ENGAGEMENT_STATUSES = [
  'Started',
  'Awaiting Contractor',
  'Awaiting Review',
  'Awaiting Distribution',
  'Awaiting SDS Acceptance',
  'In Dispute',
  'Complete',
  'Reopened',
] as const
export type EngagementStatus = (typeof ENGAGEMENT_STATUSES)[number]

/** The six columns of the progress board, left to right (spec part 2 §2 screen 18). */
export const BOARD_STAGES = [
  'Started',
  'Awaiting Contractor',
  'Awaiting Review',
  'SDS Ready to send',
  'In Dispute',
  'Complete',
] as const
export type BoardStage = (typeof BOARD_STAGES)[number]

/**
 * Where each status sits on the board. Eight statuses, six columns: two pairs share a column.
 */
export const BOARD_STAGE_BY_STATUS: Readonly<Record<EngagementStatus, BoardStage>> = {
  Started: 'Started',
  'Awaiting Contractor': 'Awaiting Contractor',
  'Awaiting Review': 'Awaiting Review',
  // The SDS is ready (the assessment is answered and signed off) and waits for the client to send it.
  'Awaiting Distribution': 'SDS Ready to send',
  // Sent but not yet acknowledged by every party. Until the worker has received the SDS the client carries
  // the fee-payer's liability (s.61N(5)), so the card stays in the SDS column, not in Complete, until every
  // party still on the list has acknowledged; the card tells "sent, awaiting acknowledgement" apart.
  'Awaiting SDS Acceptance': 'SDS Ready to send',
  'In Dispute': 'In Dispute',
  Complete: 'Complete',
  // A reopened assessment is being answered again by the client: the same work as Started, and it leaves
  // the column the same way (answers.submit). Cancelling the reopening puts it back in Complete.
  Reopened: 'Started',
}

export const boardStageOf = (status: EngagementStatus): BoardStage => BOARD_STAGE_BY_STATUS[status]

/** The statuses shown in one board column, in lifecycle order. */
export const statusesInStage = (stage: BoardStage): EngagementStatus[] =>
  ENGAGEMENT_STATUSES.filter((status) => BOARD_STAGE_BY_STATUS[status] === stage)

/** Reads a status name from the wire; "Completed" is an older spelling of Complete (spec part 2 §4). */
export const parseEngagementStatus = (name: string): EngagementStatus | undefined => {
  const normalised = name.trim() === 'Completed' ? 'Complete' : name.trim()
  return ENGAGEMENT_STATUSES.find((status) => status === normalised)
}
