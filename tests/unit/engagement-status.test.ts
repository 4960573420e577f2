import { describe, expect, it } from 'vitest'
import {
  BOARD_STAGES,
  boardStageOf,
  ENGAGEMENT_STATUSES,
  parseEngagementStatus,
  statusesInStage,
} from '#domain/engagement-status'

describe('engagement status and board stage', () => {
  it('places every status in one of the six columns, and every column has a status', () => {
    for (const status of ENGAGEMENT_STATUSES) expect(BOARD_STAGES).toContain(boardStageOf(status))
    for (const stage of BOARD_STAGES) expect(statusesInStage(stage).length).toBeGreaterThan(0)
  })

  it('shows the SDS statuses under "SDS Ready to send" and a reopened assessment under Started', () => {
    expect(statusesInStage('SDS Ready to send')).toEqual(['Awaiting Distribution', 'Awaiting SDS Acceptance'])
    expect(statusesInStage('Started')).toEqual(['Started', 'Reopened'])
  })

  it('reads "Completed" as Complete', () => {
    expect(parseEngagementStatus('Completed')).toBe('Complete')
    expect(parseEngagementStatus('In Dispute')).toBe('In Dispute')
    expect(parseEngagementStatus('Archived')).toBeUndefined()
  })
})
