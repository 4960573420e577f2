// The lifecycles the scale data's engagements went through, walked once through the real engagement machine:
// each path's audit events (from, to, event) and final snapshot, shared by every engagement on that path.
import { ROLE } from '#domain/roles'
import { type EngagementEvent, engagementMachine } from '#machines/engagement.machine'
import { statusOfSnapshot } from '../../src/server/modules/engagements/engagement.entity.ts'
import type { PersistedState } from '../../src/server/workflow/engine.ts'
import { type WalkStep, walkMachine } from './machine-walk.ts'
import '../../src/server/modules/assessments/engagement-effects.ts'

type Firer = 'client' | 'reviewer' | 'contractor'
export const FIRER_ROLES: Record<Firer, readonly string[]> = {
  client: [ROLE.partner],
  reviewer: [ROLE.signOffUser],
  contractor: [ROLE.contractor],
}

export type PathStep = WalkStep<Firer> & { submitsAnswers: boolean }

export type EngagementPath = {
  readonly status: string
  /** Out of 100 engagements, how many are on this path. */
  readonly share: number
  readonly answered: boolean
  /** Sent to its reviewers on submission: some of these are borderline and queue for the manual review. */
  readonly reviewed: boolean
  /** Its reviews were signed off (the steps after the submission's). */
  readonly signedOff: boolean
  readonly steps: readonly PathStep[]
  readonly finalState: PersistedState
}

type Firing = { event: EngagementEvent; by: Firer }
const submit = (contractorQuestionsRemain: boolean, hasReviewers: boolean): Firing => ({
  event: { type: 'answers.submit', contractorQuestionsRemain, hasReviewers },
  by: 'client',
})
const signOff: Firing = { event: { type: 'review.signOff', allSignedOff: true }, by: 'reviewer' }
const send: Firing = { event: { type: 'distribution.send' }, by: 'client' }
const acknowledged: Firing = { event: { type: 'distribution.acknowledged', allAcknowledged: true }, by: 'contractor' }

const walk = (share: number, firings: readonly Firing[]): EngagementPath => {
  const { steps, snapshot, finalState } = walkMachine(
    engagementMachine,
    { hasContractor: true, questionSetTypeCode: 'FULL' },
    { eventType: 'engagement.create', by: 'client' },
    firings,
  )
  return {
    status: statusOfSnapshot(snapshot),
    share,
    answered: firings.length > 0,
    reviewed: firings.some((f) => f.event.type === 'answers.submit' && f.event.hasReviewers),
    signedOff: firings.some((f) => f.event.type === 'review.signOff'),
    steps: steps.map((step) => ({ ...step, submitsAnswers: step.eventType === 'answers.submit' })),
    finalState,
  }
}

/** The spread of statuses: most work in progress, a quarter complete. Shares add up to 100. */
export const ENGAGEMENT_PATHS: readonly EngagementPath[] = [
  walk(35, []),
  walk(10, [submit(true, false)]),
  walk(10, [submit(false, true)]),
  walk(15, [submit(false, false)]),
  walk(5, [submit(false, true), signOff, send]),
  walk(25, [submit(false, true), signOff, send, acknowledged]),
]

/** The path of the i-th engagement: a fixed pattern over each hundred, so every size has the same spread. */
export const pathOf = (() => {
  const byIndex = ENGAGEMENT_PATHS.flatMap((path) => Array.from({ length: path.share }, () => path))
  return (i: number) => byIndex[i % byIndex.length]!
})()
