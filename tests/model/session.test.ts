import { describe, expect, it } from 'vitest'
import { sessionMachine } from '#machines/session.machine'
import type { AccessTokenClaims } from '#domain/session'
import { allTransitions, walk } from './transition-coverage.ts'

const organisationUser: AccessTokenClaims = {
  actorId: 'a1',
  organisationId: null,
  topLevelOrganisationId: 'o1',
  roles: ['Partner'],
  permissions: [],
  unique_name: 'partner@demo.ir35.test',
  role: 'Organisation User',
  contractorId: null,
}
const contractor: AccessTokenClaims = { ...organisationUser, roles: ['Contractor'], role: 'Contractor' }

type SessionSnapshot = ReturnType<typeof sessionMachine.resolveState>

// A finite event set: each payload variant drives one guard outcome.
const events = (snapshot: SessionSnapshot) => {
  const start = (code: string | null, reviewerState: string | null, storedAcceptedTermsId: string | null) =>
    ({ type: 'signin.start', code, reviewerState, storedAcceptedTermsId }) as const
  // Keep the graph small: the variants that matter for each state only.
  if (snapshot.matches('idle'))
    return [start(null, null, null), start('c', null, null), start('c', 'rev-1', null), start('c', null, 't2')]
  return [
    { type: 'code.exchanged', identityToken: 'id' },
    { type: 'code.failed', error: 'x' },
    { type: 'accessToken.received', accessToken: 'at', claims: organisationUser },
    { type: 'accessToken.received', accessToken: 'at', claims: contractor },
    { type: 'accessToken.failed', error: 'x' },
    { type: 'profile.loaded', agreedTermsId: null, turnoverId: null, latestTermsId: 't2' },
    { type: 'profile.loaded', agreedTermsId: 't2', turnoverId: 'turnover', latestTermsId: 't2' },
    { type: 'profile.loaded', agreedTermsId: null, turnoverId: 'turnover', latestTermsId: null },
    { type: 'profile.failed', error: 'x' },
    { type: 'terms.save' },
    { type: 'terms.saved', agreedTermsId: 't2' },
    { type: 'terms.saved', agreedTermsId: 't1' },
    { type: 'terms.saveFailed', error: 'x' },
    { type: 'organisation.select', organisationId: 'o2' },
    { type: 'onboarding.completed' },
    { type: 'session.expired' },
    { type: 'session.signOut' },
  ] as const
}

describe('session machine', () => {
  const { paths, taken, replay } = walk(sessionMachine, { events })

  for (const path of paths) {
    it(path.description, () => {
      const reached = replay(path.steps.map((step) => step.event))
      expect(reached.value).toEqual(path.state.value)
    })
  }

  it('takes every transition of the machine in some path', () => {
    const missed = allTransitions(sessionMachine).filter((t) => !taken.has(t))
    expect(missed).toEqual([])
  })

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
