import { describe, expect, it } from 'vitest'
import { engagementMachine } from '#machines/engagement.machine'
import { MACHINES } from '#machines/index'
import { coverageOf, coverageWords } from '../../src/web/features/process/coverage'
import { machinePathOf, stepsBadge, stepsPhrase } from '../../src/web/features/process/history-path'
import { machineJson } from '../../src/web/features/process/machine-export'
import {
  activeLeavesOf,
  headlineOf,
  isMainStep,
  machineGraphOf,
  mainPathIds,
  stateCount,
  stateTitleOf,
  transitionOf,
} from '../../src/web/features/process/machine-graph'

const graph = machineGraphOf(engagementMachine)

describe('machineGraphOf', () => {
  it('reads states, guards by name, roles and descriptions from the engagement machine', () => {
    expect(stateCount(graph)).toBe(9)
    const signOff = transitionOf(graph, 'engagement.awaitingReview review.signOff #0')
    expect(signOff).toMatchObject({
      targetIds: ['engagement.awaitingDistribution'],
      guard: 'and(allSignedOff, issuesSds)',
      roles: ['Reviewer'],
      candidate: 0,
      candidates: 3,
    })
    expect(signOff?.description).toMatch(/every reviewer has signed off/)
    expect(transitionOf(graph, 'engagement.started answers.save #0')).toMatchObject({
      targetIds: [],
      actions: ['saveProgress'],
    })
  })

  it('draws as many transitions as machines/coverage.json counts for every machine', () => {
    for (const entry of MACHINES) {
      const coverage = coverageOf(entry.id)
      expect([entry.id, machineGraphOf(entry.machine).transitions.length]).toEqual([entry.id, coverage?.transitions])
    }
  })

  it('claims in the badge exactly what the coverage file says', () => {
    expect(coverageWords({ transitions: 10, api: 10, view: 0 })).toEqual({
      text: 'All 10 transitions verified through the API',
      full: true,
    })
    expect(coverageWords({ transitions: 27, api: 0, view: 27 }).text).toBe('All 27 transitions verified in the browser')
    expect(coverageWords({ transitions: 9, api: 4, view: 2 })).toEqual({
      text: '4 of 9 transitions verified through the API; 2 of 9 verified in the browser',
      full: false,
    })
    expect(coverageWords({ transitions: 9, api: 0, view: 0 }).full).toBe(false)
    expect(coverageWords(undefined).text).toBe('Not yet verified through the portal by a test')
  })

  it('finds the active leaves of flat and nested state values', () => {
    expect(activeLeavesOf(graph, 'inDispute')).toEqual(['engagement.inDispute'])
    expect(activeLeavesOf(graph, 'nowhere')).toEqual([])
    const session = machineGraphOf(MACHINES.find((entry) => entry.id === 'session')!.machine)
    expect(activeLeavesOf(session, { signedIn: { organisationUser: 'working' } })).toEqual([
      'session.signedIn.organisationUser.working',
    ])
    // An organisation user's session starts by checking their invitations.
    expect(activeLeavesOf(session, { signedIn: 'organisationUser' })).toEqual([
      'session.signedIn.organisationUser.checkingInvites',
    ])
  })
})

describe('machinePathOf', () => {
  const event = (seq: number, eventType: string, fromState: string | null, toState: string, description = null) => ({
    seq,
    eventType,
    fromState,
    toState,
    description,
  })

  it('lays an audit trail on the machine: the initial arrow, each transition taken and the current state', () => {
    const path = machinePathOf(
      graph,
      [
        event(1, 'engagement.create', null, 'started'),
        event(2, 'answers.submit', 'started', 'awaitingReview'),
        event(3, 'engagement.archive', 'awaitingReview', 'awaitingReview'),
        event(4, 'review.signOff', 'awaitingReview', 'awaitingDistribution'),
        event(5, 'distribution.send', 'awaitingDistribution', 'awaitingSdsAcceptance'),
        event(6, 'something.else', 'awaitingSdsAcceptance', 'awaitingSdsAcceptance'),
      ],
      'awaitingSdsAcceptance',
    )
    expect(path.initialSeqs).toEqual([1])
    expect(Object.fromEntries(path.taken)).toEqual({
      'engagement.started answers.submit #2': [2],
      'engagement.awaitingReview engagement.archive #0': [3],
      'engagement.awaitingReview review.signOff #0': [4],
      'engagement.awaitingDistribution distribution.send #0': [5],
    })
    expect(path.visited.get('engagement.awaitingReview')).toEqual([2, 3])
    expect(path.current).toEqual(['engagement.awaitingSdsAcceptance'])
    expect(path.unmatched).toEqual([6])
  })

  it('prefers the candidate the server described when several reach the same state', () => {
    const description = 'A reviewer completes the review; others have still to sign off'
    const path = machinePathOf(
      graph,
      [{ seq: 7, eventType: 'review.signOff', fromState: 'awaitingReview', toState: 'awaitingReview', description }],
      'awaitingReview',
    )
    expect([...path.taken.keys()]).toEqual(['engagement.awaitingReview review.signOff #2'])
  })

  it('phrases and badges step numbers', () => {
    expect(stepsPhrase([3])).toBe('step 3')
    expect(stepsPhrase([3, 5, 8])).toBe('steps 3, 5 and 8')
    expect(stepsBadge([3, 5])).toBe('3, 5')
    expect(stepsBadge([1, 2, 3, 4, 5])).toBe('1, 2 +3')
  })
})

describe('machineJson', () => {
  it('exports the definition with guards by name, eventless transitions and meta', () => {
    const questionnaire = MACHINES.find((entry) => entry.id === 'questionnaire')!
    const json = machineJson(questionnaire)
    expect(json).toMatchObject({ id: 'questionnaire', title: questionnaire.title, governs: 'assessment' })
    expect(json.definition.states.opening?.always?.[0]).toMatchObject({
      target: ['#questionnaire.viewing'],
      guard: 'isReadOnly',
    })
    const engagement = machineJson(MACHINES[0])
    expect(engagement.definition.initial).toBe('started')
    expect(engagement.definition.states.awaitingReview?.on['review.signOff']?.[0]).toMatchObject({
      guard: 'and(allSignedOff, issuesSds)',
      meta: { roles: ['Reviewer'] },
    })
    expect(JSON.parse(JSON.stringify(engagement))).toEqual(engagement)
  })

  it('names states by title and transitions by the first clause of their description', () => {
    expect(stateTitleOf(graph, 'engagement.awaitingSdsAcceptance')).toBe('Awaiting SDS Acceptance')
    expect(stateTitleOf(graph, graph.rootId)).toBe('Engagement lifecycle')
    const words = (description: string) => headlineOf({ eventType: 'x.y', description })
    expect(
      words('The client submits the answers; sign-off reviewers exist: they review (earlier sign-offs cleared)'),
    ).toBe('The client submits the answers')
    expect(
      words('Issue the SDS (conclusion and reasons, rendered once and hashed; any earlier SDS superseded) and send it'),
    ).toBe('Issue the SDS and send it')
    expect(words('Delete: only in Started (see docs/process.md); a tombstone stays in the trail')).toBe('Delete')
    expect(words('')).toBe('x.y')
  })

  it('finds the steps of a main path, from a state or a state around it', () => {
    const engagement = mainPathIds(graph, ['started', 'awaitingContractor', 'awaitingReview'])
    expect(isMainStep(graph, engagement, 'engagement.started', 'engagement.awaitingContractor')).toBe(true)
    expect(isMainStep(graph, engagement, 'engagement.started', 'engagement.awaitingReview')).toBe(false)
    const manualReview = machineGraphOf(MACHINES.find((entry) => entry.id === 'manualReview')!.machine)
    const path = mainPathIds(manualReview, ['open.assigned', 'closed'])
    expect(isMainStep(manualReview, path, 'manualReview.open', 'manualReview.closed')).toBe(true)
  })
})
