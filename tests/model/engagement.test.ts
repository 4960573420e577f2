import { describe, expect, it } from 'vitest'
import { type EventFromLogic, transition } from 'xstate'
import { BOARD_STAGES, ENGAGEMENT_STATUSES } from '#domain/engagement-status'
import { ROLE } from '#domain/roles'
import { type EngagementInput, engagementMachine, sdsAvailable } from '#machines/engagement.machine'
import { boardStageOfStatus, engagementStatus, statusesInBoardStage } from '#machines/state-map'
import { engagementWalk } from './engagement.walk.ts'
import { modelSuite } from './model-suite.ts'

type EngagementEvent = EventFromLogic<typeof engagementMachine>

const contractorFull: EngagementInput = { hasContractor: true, questionSetTypeCode: 'FULL' }
const role: EngagementInput = { hasContractor: false, questionSetTypeCode: 'FULL' }
const insuranceValidation: EngagementInput = { hasContractor: true, questionSetTypeCode: 'SHORT' }

const submit = (contractorQuestionsRemain: boolean, hasReviewers: boolean): EngagementEvent => ({
  type: 'answers.submit',
  contractorQuestionsRemain,
  hasReviewers,
})
const toSdsOut: EngagementEvent[] = [submit(false, false), { type: 'distribution.send' }]
const toDispute: EngagementEvent[] = [...toSdsOut, { type: 'dispute.raise' }]

describe('engagement machine', () => {
  const { replay } = modelSuite(engagementMachine, engagementWalk)

  it('takes a contractor engagement through the contractor, sign-off, SDS and acknowledgement', () => {
    const steps: [EngagementEvent, string][] = [
      [submit(true, true), 'awaitingContractor'],
      [{ type: 'contractorAnswers.submit', hasReviewers: true }, 'awaitingReview'],
      [{ type: 'review.signOff', allSignedOff: false }, 'awaitingReview'],
      [{ type: 'review.signOff', allSignedOff: true }, 'awaitingDistribution'],
      [{ type: 'distribution.send' }, 'awaitingSdsAcceptance'],
      [{ type: 'distribution.acknowledged', allAcknowledged: false }, 'awaitingSdsAcceptance'],
      [{ type: 'distribution.acknowledged', allAcknowledged: true }, 'complete'],
    ]
    steps.forEach((_, i) => {
      const reached = replay(
        steps.slice(0, i + 1).map(([event]) => event),
        contractorFull,
      )
      expect(reached.value).toBe(steps[i]![1])
    })
  })

  it('completes a role without an SDS, and an insurance validation after sign-off', () => {
    expect(replay([submit(false, false)], role).value).toBe('complete')
    expect(replay([submit(true, false)], role).value).toBe('complete')
    expect(
      replay([submit(false, true), { type: 'review.signOff', allSignedOff: true }], insuranceValidation).value,
    ).toBe('complete')
  })

  it('skips the contractor step when the client retracts the contractor questions', () => {
    const reached = replay(
      [submit(true, false), { type: 'contractorQuestions.retract', hasReviewers: false }],
      contractorFull,
    )
    expect(reached.value).toBe('awaitingDistribution')
  })

  it('goes on when the last outstanding reviewer is removed', () => {
    const reached = replay([submit(false, true), { type: 'reviewers.update', allSignedOff: true }], contractorFull)
    expect(reached.value).toBe('awaitingDistribution')
  })

  it('starts sign-off again when the client edits the answers in Awaiting Review', () => {
    const [next, actions] = transition(
      engagementMachine,
      replay([submit(false, true)], contractorFull),
      submit(false, true),
    )
    expect(next.value).toBe('awaitingReview')
    expect(actions.map((action) => action.type)).toContain('openReviews')
  })

  it('leaves a dispute upheld with acknowledgements outstanding in Awaiting SDS Acceptance', () => {
    const uphold = (otherDisputesOpen: boolean, allAcknowledged: boolean): EngagementEvent => ({
      type: 'dispute.uphold',
      otherDisputesOpen,
      allAcknowledged,
    })
    expect(replay([...toDispute, uphold(true, false)], contractorFull).value).toBe('inDispute')
    expect(replay([...toDispute, uphold(false, false)], contractorFull).value).toBe('awaitingSdsAcceptance')
    expect(replay([...toDispute, uphold(false, true)], contractorFull).value).toBe('complete')
  })

  it('reopens for a new SDS when the client withdraws the SDS, and that reopening cannot be cancelled', () => {
    const withdrawn = replay([...toDispute, { type: 'dispute.withdrawSds' }], contractorFull)
    expect(withdrawn.value).toBe('reopened')
    expect(withdrawn.context.sdsWithdrawn).toBe(true)
    expect(withdrawn.can({ type: 'assessment.cancelReopen' })).toBe(false)
    const reissued = replay(
      [...toDispute, { type: 'dispute.withdrawSds' }, submit(false, false), { type: 'distribution.send' }],
      contractorFull,
    )
    expect(reissued.value).toBe('awaitingSdsAcceptance')
    expect(reissued.context.sdsWithdrawn).toBe(false)
  })

  it('reopens a complete engagement and cancels the reopening back to Complete', () => {
    const events: EngagementEvent[] = [submit(false, false), { type: 'engagement.reopen' }]
    expect(replay(events, role).value).toBe('reopened')
    expect(replay([...events, { type: 'assessment.cancelReopen' }], role).value).toBe('complete')
  })

  it("completes a worker's own review on their submission, with no SDS, and lets only the worker act", () => {
    const ownReview: EngagementInput = { ...contractorFull, ownReview: true }
    const done = replay([submit(true, true)], ownReview)
    expect(done.value).toBe('complete')
    expect(sdsAvailable(done)).toBe(false)
    expect(done.can({ type: 'dispute.raise' })).toBe(false)
    expect(done.can({ type: 'distribution.send' })).toBe(false)
    expect(done.can({ type: 'engagement.reassess' })).toBe(false)
    const reopened = replay([submit(false, false), { type: 'engagement.reopen' }], ownReview)
    expect(reopened.value).toBe('reopened')
    const [first] = engagementMachine.getTransitionData(reopened as never, { type: 'assessment.cancelReopen' })
    expect(first?.meta?.roles).toEqual([ROLE.contractor])
  })

  it('reassesses without changing the status, only with a contractor and the FULL question set', () => {
    for (const [events, status] of [
      [toSdsOut, 'awaitingSdsAcceptance'],
      [toDispute, 'inDispute'],
      [[...toSdsOut, { type: 'distribution.acknowledged', allAcknowledged: true }], 'complete'],
    ] as const) {
      const [next, actions] = transition(engagementMachine, replay(events, contractorFull), {
        type: 'engagement.reassess',
      })
      expect(next.value).toBe(status)
      expect(actions.map((action) => action.type)).toEqual(['createReassessment'])
    }
    expect(replay([submit(false, false)], role).can({ type: 'engagement.reassess' })).toBe(false)
    expect(replay([submit(false, false)], insuranceValidation).can({ type: 'engagement.reassess' })).toBe(false)
    expect(replay([submit(false, true)], contractorFull).can({ type: 'engagement.reassess' })).toBe(false)
  })

  it('deletes only while Started, and a deleted engagement accepts nothing more', () => {
    expect(replay([submit(false, false)], role).can({ type: 'engagement.delete' })).toBe(false)
    const deleted = replay([{ type: 'engagement.delete' }], role)
    expect(deleted.value).toBe('deleted')
    expect(deleted.status).toBe('done')
    expect(deleted.can({ type: 'engagement.archive' })).toBe(false)
  })

  it('archives beside the status in every status, once', () => {
    const archived = replay([...toDispute, { type: 'engagement.archive' }], contractorFull)
    expect(archived.value).toBe('inDispute')
    expect(archived.context.archived).toBe(true)
    expect(archived.can({ type: 'engagement.archive' })).toBe(false)
    expect(archived.can({ type: 'engagement.unarchive' })).toBe(true)
  })

  it('sends the SDS to a party added after completion and waits for its acknowledgement', () => {
    const reached = replay(
      [...toSdsOut, { type: 'distribution.acknowledged', allAcknowledged: true }, { type: 'distribution.send' }],
      contractorFull,
    )
    expect(reached.value).toBe('awaitingSdsAcceptance')
  })

  it('replays from a stored state value and context, as the server does', () => {
    const stored = engagementMachine.resolveState({
      value: 'awaitingSdsAcceptance',
      context: { hasContractor: true, questionSetTypeCode: 'FULL', archived: false, sdsWithdrawn: false },
    })
    const event: EngagementEvent = { type: 'dispute.raise' }
    expect(stored.can(event)).toBe(true)
    const [next, actions] = transition(engagementMachine, stored, event)
    expect(next.value).toBe('inDispute')
    expect(actions.map((action) => action.type)).toEqual(['notifyClientOfDispute'])
  })

  it('names a wire status for every state but deleted, each shown by one state, and a board stage for every status', () => {
    expect([...engagementStatus.all].sort()).toEqual([...ENGAGEMENT_STATUSES].sort())
    for (const status of ENGAGEMENT_STATUSES) {
      expect(engagementStatus.of(engagementStatus.stateOf(status))).toBe(status)
      expect(BOARD_STAGES).toContain(boardStageOfStatus(status))
    }
    for (const state of Object.keys(engagementMachine.root.states))
      if (state === 'deleted') expect(engagementStatus.of(state)).toBeNull()
      else expect(engagementStatus.of(state)).not.toBeNull()
    expect(engagementStatus.stateOf('Deleted')).toBeUndefined()
  })
})

describe('progress board stages', () => {
  it('decides a board column for every state of the machine, and none for a deleted engagement', () => {
    for (const [state, node] of Object.entries(engagementMachine.root.states)) {
      const board = (node.meta as { board?: string } | undefined)?.board
      if (state === 'deleted') expect(board).toBeUndefined()
      else expect(BOARD_STAGES).toContain(board)
    }
  })

  it('fills every one of the six columns', () => {
    for (const stage of BOARD_STAGES) expect(statusesInBoardStage(stage).length).toBeGreaterThan(0)
    expect(BOARD_STAGES.flatMap(statusesInBoardStage).sort()).toEqual([...ENGAGEMENT_STATUSES].sort())
  })

  it('shows the SDS statuses under "SDS Ready to send" and a reopened assessment under Started', () => {
    expect(statusesInBoardStage('SDS Ready to send')).toEqual(['Awaiting Distribution', 'Awaiting SDS Acceptance'])
    expect(statusesInBoardStage('Started')).toEqual(['Started', 'Reopened'])
  })
})

describe('sdsAvailable', () => {
  it('is true only once the SDS has gone out, and only for a contractor engagement', () => {
    const at = (value: string, hasContractor: boolean) =>
      sdsAvailable(
        engagementMachine.resolveState({
          value: value as never,
          context: { hasContractor, questionSetTypeCode: 'FULL', archived: false, sdsWithdrawn: false },
        }),
      )
    for (const value of ['started', 'awaitingContractor', 'awaitingReview', 'awaitingDistribution'])
      expect(at(value, true)).toBe(false)
    for (const value of ['awaitingSdsAcceptance', 'inDispute', 'complete', 'reopened'])
      expect(at(value, true)).toBe(true)
    expect(at('complete', false)).toBe(false)
  })
})
