// Every machine of the registry with the walk its model test uses; write-coverage.ts and the registry
// test read this list.
import type { AnyStateMachine } from 'xstate'
import { disputeMachine } from '#machines/dispute.machine'
import { distributionMachine } from '#machines/distribution.machine'
import { engagementMachine } from '#machines/engagement.machine'
import { inviteMachine } from '#machines/invite.machine'
import { manualReviewMachine } from '#machines/manual-review.machine'
import { questionnaireMachine } from '#machines/questionnaire.machine'
import { reviewerMachine } from '#machines/reviewer.machine'
import { sessionMachine } from '#machines/session.machine'
import { disputeWalk } from './dispute.walk.ts'
import { distributionWalk } from './distribution.walk.ts'
import { engagementWalk } from './engagement.walk.ts'
import { inviteWalk } from './invite.walk.ts'
import { manualReviewWalk } from './manual-review.walk.ts'
import { questionnaireWalk } from './questionnaire.walk.ts'
import { reviewerWalk } from './reviewer.walk.ts'
import { sessionWalk } from './session.walk.ts'
import type { WalkOptions } from './transition-coverage.ts'

export type MachineWalk = {
  readonly machine: AnyStateMachine
  // biome-ignore lint/suspicious/noExplicitAny: each entry pairs a machine with its own walk options
  readonly options: WalkOptions<any>
}

export const WALKS: readonly MachineWalk[] = [
  { machine: engagementMachine, options: engagementWalk },
  { machine: questionnaireMachine, options: questionnaireWalk },
  { machine: reviewerMachine, options: reviewerWalk },
  { machine: distributionMachine, options: distributionWalk },
  { machine: disputeMachine, options: disputeWalk },
  { machine: manualReviewMachine, options: manualReviewWalk },
  { machine: inviteMachine, options: inviteWalk },
  { machine: sessionMachine, options: sessionWalk },
]
