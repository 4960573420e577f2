import { describe, expect, it } from 'vitest'
import { getInitialSnapshot, transition } from 'xstate'
import { sessionMachine } from '#machines/session.machine'
import { REVIEW_MESSAGES } from '../../src/domain/reviewers'
import { phaseOf, type SessionPhase } from '../../src/web/features/session/use-session'

type Event = Parameters<typeof transition<typeof sessionMachine>>[2]

const phaseAfter = (events: Event[]): SessionPhase => {
  let snapshot = getInitialSnapshot(sessionMachine)
  for (const event of events) [snapshot] = transition(sessionMachine, snapshot, event)
  return phaseOf(snapshot as Parameters<typeof phaseOf>[0])
}

describe('phaseOf', () => {
  it('keeps the spinner while an e-mailed review link is being opened', () => {
    expect(phaseAfter([{ type: 'link.open', linkToken: 'link-token', storedAcceptedTermsId: null }])).toBe('signingIn')
  })

  it('lets the review page say why a refused link opened nothing, instead of a spinner that never ends', () => {
    expect(
      phaseAfter([
        { type: 'link.open', linkToken: 'link-token', storedAcceptedTermsId: null },
        { type: 'link.refused', message: REVIEW_MESSAGES.linkFinished },
      ]),
    ).toBe('anonymous')
  })
})
