// The finite event set the manual review machine is walked with.
import type { EventFromLogic } from 'xstate'
import { ROLE } from '#domain/roles'
import type { manualReviewMachine } from '#machines/manual-review.machine'
import type { WalkOptions } from './transition-coverage.ts'

type ManualReviewEvent = EventFromLogic<typeof manualReviewMachine>

const reason = 'The worker is integrated into the client team'

const EVENTS: readonly ManualReviewEvent[] = [
  { type: 'review.assign', assigneeId: 'reviewer-1', assigneeIsManualReviewer: true },
  { type: 'review.assign', assigneeId: 'reviewer-2', assigneeIsManualReviewer: true },
  { type: 'review.assign', assigneeId: 'partner-1', assigneeIsManualReviewer: false },
  { type: 'review.unassign' },
  { type: 'override.inside', roles: [ROLE.providerManualReviewer], reason },
  { type: 'override.inside', roles: [ROLE.readOnlyFullTool], reason },
  { type: 'override.inside', roles: [ROLE.providerManualReviewer], reason: ' too short' },
  { type: 'override.outside', roles: [ROLE.consultancyManager], reason },
  { type: 'override.outside', roles: [ROLE.providerManualReviewer], reason },
  { type: 'review.finalise', finishedReviewing: true, unresolvedComments: 2, confirmed: true },
  { type: 'review.finalise', finishedReviewing: false, unresolvedComments: 0, confirmed: true },
  { type: 'review.finalise', finishedReviewing: true, unresolvedComments: 0, confirmed: false },
  { type: 'review.reset' },
]

export const manualReviewWalk: WalkOptions<typeof manualReviewMachine> = { events: () => EVENTS, paths: 'shortest' }
