import { describe, expect, it } from 'vitest'
import { sessionMachine } from '#machines/session.machine'
import { modelSuite } from './model-suite.ts'
import { contractor, organisationUser, sessionWalk } from './session.walk.ts'

describe('session machine', () => {
  const { replay } = modelSuite(sessionMachine, sessionWalk)

  it('sends a browser that already accepted the latest terms past the terms screen', () => {
    const reached = replay([
      { type: 'signin.start', code: 'c', reviewerState: null, storedAcceptedTermsId: 't2' },
      { type: 'code.exchanged', identityToken: 'id' },
      { type: 'accessToken.received', accessToken: 'at', claims: organisationUser },
      { type: 'profile.loaded', agreedTermsId: null, turnoverId: null, latestTermsId: 't2' },
    ])
    expect(reached.matches({ signedIn: 'organisationUser' })).toBe(true)
  })

  it('sends a contractor without a turnover to onboarding', () => {
    const reached = replay([
      { type: 'signin.start', code: 'c', reviewerState: null, storedAcceptedTermsId: null },
      { type: 'code.exchanged', identityToken: 'id' },
      { type: 'accessToken.received', accessToken: 'at', claims: contractor },
      { type: 'profile.loaded', agreedTermsId: null, turnoverId: null, latestTermsId: null },
    ])
    expect(reached.matches({ signedIn: 'newContractor' })).toBe(true)
  })
})
