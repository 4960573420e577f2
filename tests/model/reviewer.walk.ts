// The starts and the finite event set the reviewer record machine is walked with.
import type { EventFromLogic } from 'xstate'
import type { reviewerMachine } from '#machines/reviewer.machine'
import type { WalkOptions } from './transition-coverage.ts'

type ReviewerEvent = EventFromLogic<typeof reviewerMachine>

const EVENTS: readonly ReviewerEvent[] = [
  { type: 'review.open' },
  { type: 'review.complete', actorId: 'sign-off-1', actorIsGroupMember: false },
  { type: 'review.complete', actorId: 'sign-off-2', actorIsGroupMember: false },
  { type: 'review.complete', actorId: 'consultant-1', actorIsGroupMember: true },
  { type: 'review.transfer', toActorId: 'sign-off-2', targetEligible: true },
  { type: 'review.transfer', toActorId: 'partner-1', targetEligible: false },
  { type: 'review.remove', otherIndividualReviewers: 0 },
  { type: 'review.remove', otherIndividualReviewers: 1 },
  { type: 'review.reset' },
]

export const reviewerWalk: WalkOptions<typeof reviewerMachine> = {
  events: () => EVENTS,
  starts: [
    {
      label: 'individual reviewer, mandatory sign-off',
      input: { actorId: 'sign-off-1', groupId: null, mandatorySignOff: true },
    },
    { label: 'group reviewer', input: { actorId: null, groupId: 'consultancy', mandatorySignOff: true } },
    { label: 'individual reviewer', input: { actorId: 'sign-off-1', groupId: null, mandatorySignOff: false } },
  ],
  paths: 'shortest',
}
