// The engagement statuses (rule lifecycle.statuses) and the progress board's columns. The engagement machine
// (machines/engagement.machine.ts) decides the status and the column each state is shown in (its states'
// meta, read through machines/state-map.ts); this file only names them.

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

/** The six columns of the progress board, left to right (rule board.screen). */
export const BOARD_STAGES = [
  'Started',
  'Awaiting Contractor',
  'Awaiting Review',
  'SDS Ready to send',
  'In Dispute',
  'Complete',
] as const
export type BoardStage = (typeof BOARD_STAGES)[number]

/** Older spellings a client may still send ("Completed" for Complete; docs/process.md). */
const OLDER_SPELLINGS: Readonly<Record<string, EngagementStatus>> = { Completed: 'Complete' }

/** Reads a status name from the wire, in its current or an older spelling. */
export const parseEngagementStatus = (name: string): EngagementStatus | undefined => {
  const trimmed = name.trim()
  return OLDER_SPELLINGS[trimmed] ?? ENGAGEMENT_STATUSES.find((status) => status === trimmed)
}
