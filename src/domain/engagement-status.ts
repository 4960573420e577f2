// The engagement statuses (spec part 2 §4) and the progress board's columns. The engagement machine
// (machines/engagement.machine.ts) decides the status and the column each state is shown in
// (BOARD_STAGE_BY_STATE); this file only names them.

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

/** Reads a status name from the wire; "Completed" is an older spelling of Complete (spec part 2 §4). */
export const parseEngagementStatus = (name: string): EngagementStatus | undefined => {
  const normalised = name.trim() === 'Completed' ? 'Complete' : name.trim()
  return ENGAGEMENT_STATUSES.find((status) => status === normalised)
}
