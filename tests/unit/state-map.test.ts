import { describe, expect, it } from 'vitest'
import { BOARD_STAGES, ENGAGEMENT_STATUSES } from '#domain/engagement-status'
import { DISPUTE_STATUSES, DISTRIBUTION_STATUSES } from '#domain/sds-distribution'
import {
  boardStageOfStatus,
  disputeStatus,
  distributionStatus,
  engagementSnapshotOfStatus,
  engagementStatus,
  manualReviewStatus,
  onDistributionList,
  reviewerStatus,
  sdsNotSent,
  signOffComplete,
  statusesInBoardStage,
  unopenedIndividual,
} from '#machines/state-map'

describe('the state map', () => {
  it("gives a nested state its parent's status, and a state without one none", () => {
    expect(manualReviewStatus.of({ open: 'assigned' })).toBe('Open')
    expect(manualReviewStatus.of('closed')).toBe('Closed')
    expect(engagementStatus.of('deleted')).toBeNull()
    expect(engagementStatus.of('noSuchState')).toBeNull()
  })

  it("answers the spec's statuses and nothing else, in the domain's vocabulary", () => {
    expect([...engagementStatus.all].sort()).toEqual([...ENGAGEMENT_STATUSES].sort())
    expect([...distributionStatus.all].sort()).toEqual(DISTRIBUTION_STATUSES.map((status) => status.code).sort())
    expect([...disputeStatus.all].sort()).toEqual(DISPUTE_STATUSES.map((status) => status.code).sort())
    expect([...reviewerStatus.all].sort()).toEqual(['Completed', 'Created', 'Opened', 'Removed'])
  })

  it('reads tags, accepted events and board columns from the machine', () => {
    expect(engagementStatus.tagged('sdsIssued')).toEqual([
      'Awaiting SDS Acceptance',
      'In Dispute',
      'Complete',
      'Reopened',
    ])
    expect(engagementStatus.accepting('contractorAnswers.submit')).toEqual(['Awaiting Contractor'])
    expect(engagementStatus.hasTag('Awaiting Review', 'inReview')).toBe(true)
    expect(engagementStatus.hasTag('Started', 'inReview')).toBe(false)
    expect(engagementStatus.hasTag('Deleted', 'inReview')).toBe(false)
    expect(BOARD_STAGES.flatMap(statusesInBoardStage)).toHaveLength(ENGAGEMENT_STATUSES.length)
    expect(boardStageOfStatus('Reopened')).toBe('Started')
  })

  it('rebuilds a snapshot from a wire status for a view to ask can()', () => {
    const context = { hasContractor: false, questionSetTypeCode: 'FULL', archived: false, sdsWithdrawn: false } as const
    expect(engagementSnapshotOfStatus('Started', context)?.can({ type: 'engagement.delete' })).toBe(true)
    expect(engagementSnapshotOfStatus('Complete', context)?.can({ type: 'engagement.delete' })).toBe(false)
    expect(engagementSnapshotOfStatus('Deleted', context)).toBeUndefined()
  })

  it("decides the sign-off panel and the parties' list from the records' statuses", () => {
    expect(signOffComplete([{ status: 'Completed' }, { status: 'Removed' }])).toBe(true)
    expect(signOffComplete([{ status: 'Completed' }, { status: 'Opened' }])).toBe(false)
    expect(signOffComplete([{ status: 'Removed' }])).toBe(false)
    expect(unopenedIndividual({ status: 'Created', group_id: null })).toBe(true)
    expect(unopenedIndividual({ status: 'Created', group_id: 'group' })).toBe(false)
    expect(onDistributionList({ status: 'REMOVED' })).toBe(false)
    expect(onDistributionList({ status: { code: 'WITHDRAWN' } })).toBe(true)
    expect(sdsNotSent({ status: { code: 'PENDING' } })).toBe(true)
    expect(sdsNotSent({ status: 'SENT' })).toBe(false)
  })
})
