// The lifecycles the scale data's engagements went through, walked once through the real engagement machine:
// each path's audit events (from, to, event) and final snapshot, shared by every engagement on that path.
import { initialTransition, transition } from 'xstate'
import { ROLE } from '#domain/roles'
import { type EngagementEvent, engagementMachine } from '#machines/engagement.machine'
import { statusOfSnapshot } from '../../src/server/modules/assessments/engagement.entity.ts'
import { enabledTransition, type PersistedState, persist } from '../../src/server/workflow/engine.ts'

type Firer = 'client' | 'reviewer' | 'contractor'
export const FIRER_ROLES: Record<Firer, readonly string[]> = {
  client: [ROLE.partner],
  reviewer: [ROLE.signOffUser],
  contractor: [ROLE.contractor],
}

export type PathStep = {
  eventType: string
  fromState: unknown
  toState: unknown
  /** The event's own fields; the answers' submission adds its assessment. */
  eventFields: Record<string, unknown>
  firer: Firer
  submitsAnswers: boolean
}

export type EngagementPath = {
  readonly status: string
  /** Out of 100 engagements, how many are on this path. */
  readonly share: number
  readonly answered: boolean
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
  const [initial] = initialTransition(engagementMachine, { hasContractor: true, questionSetTypeCode: 'FULL' })
  const steps: PathStep[] = [
    {
      eventType: 'engagement.create',
      fromState: null,
      toState: initial.value,
      eventFields: {},
      firer: 'client',
      submitsAnswers: false,
    },
  ]
  let snapshot = initial
  for (const { event, by } of firings) {
    if (!enabledTransition(engagementMachine, snapshot, event))
      throw new Error(`The engagement machine refuses ${event.type} in ${JSON.stringify(snapshot.value)}.`)
    const [next] = transition(engagementMachine, snapshot, event)
    const { type, ...eventFields } = event
    steps.push({
      eventType: type,
      fromState: snapshot.value,
      toState: next.value,
      eventFields,
      firer: by,
      submitsAnswers: type === 'answers.submit',
    })
    snapshot = next
  }
  return {
    status: statusOfSnapshot(snapshot),
    share,
    answered: firings.length > 0,
    steps,
    finalState: persist(snapshot),
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
