import { describe, expect, it } from 'vitest'
import { reviewerMachine } from '#machines/reviewer.machine'
import { modelSuite } from './model-suite.ts'
import { reviewerWalk } from './reviewer.walk.ts'

const individual = { actorId: 'sign-off-1', groupId: null, mandatorySignOff: false }
const mandatory = { ...individual, mandatorySignOff: true }
const group = { actorId: null, groupId: 'consultancy', mandatorySignOff: true }

describe('reviewer record machine', () => {
  const { replay } = modelSuite(reviewerMachine, reviewerWalk)

  it("completes an individual's record only by that reviewer, once opened", () => {
    const own = { type: 'review.complete', actorId: 'sign-off-1', actorIsGroupMember: false } as const
    expect(replay([], individual).can(own)).toBe(false)
    const opened = replay([{ type: 'review.open' }], individual)
    expect(opened.can({ ...own, actorId: 'someone-else' })).toBe(false)
    expect(replay([{ type: 'review.open' }, own], individual).value).toBe('completed')
  })

  it("completes a group's record, once opened, by any member of the group", () => {
    const member = { type: 'review.complete', actorId: 'consultant-2', actorIsGroupMember: true } as const
    expect(replay([{ type: 'review.open' }, member], group).value).toBe('completed')
    expect(replay([{ type: 'review.open' }], group).can({ ...member, actorIsGroupMember: false })).toBe(false)
    // Nobody completes a record still Created: the engagement opens every record as it enters review.
    expect(replay([], group).can(member)).toBe(false)
  })

  it('keeps one individual reviewer when sign-off is mandatory', () => {
    expect(replay([], mandatory).can({ type: 'review.remove', otherIndividualReviewers: 0 })).toBe(false)
    expect(replay([], mandatory).can({ type: 'review.remove', otherIndividualReviewers: 1 })).toBe(true)
    expect(replay([], individual).can({ type: 'review.remove', otherIndividualReviewers: 0 })).toBe(true)
  })

  it('transfers an outstanding review to another eligible user', () => {
    const moved = replay([{ type: 'review.transfer', toActorId: 'sign-off-2', targetEligible: true }], individual)
    expect(moved.context.actorId).toBe('sign-off-2')
    expect(moved.can({ type: 'review.transfer', toActorId: 'sign-off-2', targetEligible: true })).toBe(false)
    expect(replay([], group).can({ type: 'review.transfer', toActorId: 'sign-off-2', targetEligible: true })).toBe(
      false,
    )
  })

  it('clears a sign-off when the answers change', () => {
    const events = [
      { type: 'review.open' },
      { type: 'review.complete', actorId: 'sign-off-1', actorIsGroupMember: false },
      { type: 'review.reset' },
    ] as const
    expect(replay(events, individual).value).toBe('opened')
  })
})
