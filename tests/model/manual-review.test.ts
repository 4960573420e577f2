import { describe, expect, it } from 'vitest'
import { ROLE } from '#domain/roles'
import { isValidOverrideReason, manualReviewMachine } from '#machines/manual-review.machine'
import { manualReviewWalk } from './manual-review.walk.ts'
import { modelSuite } from './model-suite.ts'

const reason = 'The client controls the work'

describe('manual review machine', () => {
  const { replay } = modelSuite(manualReviewMachine, manualReviewWalk)

  it('lets any manual reviewer override to Inside, only the Consultancy Manager to Outside, never a read-only role', () => {
    const open = replay([])
    const inside = (roles: string[]) => open.can({ type: 'override.inside', roles, reason })
    const outside = (roles: string[]) => open.can({ type: 'override.outside', roles, reason })
    expect(inside([ROLE.providerManualReviewer])).toBe(true)
    expect(inside([ROLE.consultancyManager])).toBe(true)
    expect(inside([ROLE.readOnlyFullTool])).toBe(false)
    expect(outside([ROLE.consultancyManager])).toBe(true)
    expect(outside([ROLE.providerManualReviewer])).toBe(false)
    expect(outside([ROLE.readOnlyFullTool])).toBe(false)
  })

  it('overrides again, with a reason of 10 to 250 characters', () => {
    const twice = replay([
      { type: 'override.inside', roles: [ROLE.providerManualReviewer], reason },
      { type: 'override.outside', roles: [ROLE.consultancyManager], reason },
    ])
    expect(twice.context.override).toBe('Outside')
    expect(isValidOverrideReason('   123456789')).toBe(false)
    expect(isValidOverrideReason('   1234567890')).toBe(true)
    expect(isValidOverrideReason('x'.repeat(251))).toBe(false)
  })

  it('assigns, reassigns and unassigns', () => {
    const assigned = replay([
      { type: 'review.assign', assigneeId: 'reviewer-1', assigneeIsManualReviewer: true },
      { type: 'review.assign', assigneeId: 'reviewer-2', assigneeIsManualReviewer: true },
    ])
    expect(assigned.value).toEqual({ open: 'assigned' })
    expect(assigned.context.assigneeId).toBe('reviewer-2')
    expect(replay([{ type: 'review.assign', assigneeId: 'p', assigneeIsManualReviewer: false }]).value).toEqual({
      open: 'unassigned',
    })
  })

  it('finalises only with "finished reviewing" ticked and the prompt accepted, recording the unresolved comments', () => {
    const open = replay([])
    expect(
      open.can({ type: 'review.finalise', finishedReviewing: false, unresolvedComments: 0, confirmed: true }),
    ).toBe(false)
    expect(
      open.can({ type: 'review.finalise', finishedReviewing: true, unresolvedComments: 3, confirmed: false }),
    ).toBe(false)
    const closed = replay([
      { type: 'review.finalise', finishedReviewing: true, unresolvedComments: 3, confirmed: true },
    ])
    expect(closed.value).toBe('closed')
    expect(closed.context.unresolvedCommentsAtFinalise).toBe(3)
  })
})
