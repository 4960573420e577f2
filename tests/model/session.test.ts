import { describe, expect, it } from 'vitest'
import { sessionMachine } from '#machines/session.machine'
import { modelSuite } from './model-suite.ts'
import { contractor, linkReviewer, newcomer, organisationUser, sessionWalk } from './session.walk.ts'

describe('session machine', () => {
  const { replay } = modelSuite(sessionMachine, sessionWalk)

  it('sends a browser that already accepted the latest terms past the terms screen', () => {
    const reached = replay([
      { type: 'signin.start', code: 'c', reviewerToken: null, storedAcceptedTermsId: 't2' },
      { type: 'code.exchanged', identityToken: 'id' },
      { type: 'accessToken.received', accessToken: 'at', claims: organisationUser },
      { type: 'profile.loaded', agreedTermsId: null, turnoverId: null, latestTermsId: 't2' },
    ])
    expect(reached.matches({ signedIn: 'organisationUser' })).toBe(true)
  })

  it('sends a contractor without a turnover to onboarding', () => {
    const reached = replay([
      { type: 'signin.start', code: 'c', reviewerToken: null, storedAcceptedTermsId: null },
      { type: 'code.exchanged', identityToken: 'id' },
      { type: 'accessToken.received', accessToken: 'at', claims: contractor },
      { type: 'profile.loaded', agreedTermsId: null, turnoverId: null, latestTermsId: null },
    ])
    expect(reached.matches({ signedIn: 'newContractor' })).toBe(true)
  })

  it('gives the review-link role to the token the server scoped to one engagement, whatever the browser carried', () => {
    const signInWith = (reviewerToken: string | null, claims: typeof organisationUser) =>
      replay([
        { type: 'signin.start', code: 'c', reviewerToken, storedAcceptedTermsId: null },
        { type: 'code.exchanged', identityToken: 'id' },
        { type: 'accessToken.received', accessToken: 'at', claims },
        { type: 'profile.loaded', agreedTermsId: 't2', turnoverId: null, latestTermsId: 't2' },
      ])
    expect(signInWith('link-token', linkReviewer).matches({ signedIn: 'reviewer' })).toBe(true)
    expect(signInWith('link-token', organisationUser).matches({ signedIn: 'reviewer' })).toBe(false)
  })

  // An organisation user past the terms, with these claims, the invitations on entry being checked.
  const checkingInvitesAs = (claims: typeof organisationUser) =>
    [
      { type: 'signin.start', code: 'c', reviewerToken: null, storedAcceptedTermsId: null },
      { type: 'code.exchanged', identityToken: 'id' },
      { type: 'accessToken.received', accessToken: 'at', claims },
      { type: 'profile.loaded', agreedTermsId: 't2', turnoverId: null, latestTermsId: 't2' },
    ] as const

  it('logs out an invited person who has no invitation left and no organisation', () => {
    const reached = replay([...checkingInvitesAs(newcomer), { type: 'invites.loaded', count: 0, hidden: false }])
    expect(reached.matches('signedOut')).toBe(true)
  })

  it('keeps a person with "Later" invitations and no organisation signed in', () => {
    const reached = replay([...checkingInvitesAs(newcomer), { type: 'invites.loaded', count: 1, hidden: true }])
    expect(reached.matches({ signedIn: { organisationUser: 'working' } })).toBe(true)
  })

  it('lands a newcomer in the organisation whose invitation they accepted', () => {
    const reached = replay([
      ...checkingInvitesAs(newcomer),
      { type: 'invites.loaded', count: 1, hidden: false },
      { type: 'invite.accepted', organisationId: 'o3' },
      { type: 'invites.loaded', count: 0, hidden: false },
    ])
    expect(reached.matches({ signedIn: { organisationUser: 'switchingOrganisation' } })).toBe(true)
    expect(reached.context.joinedOrganisationId).toBe('o3')
  })

  it('logs out a newcomer whose accept fails in the multi-invite dialog, not in the single one', () => {
    const failedWith = (count: number) =>
      replay([
        ...checkingInvitesAs(newcomer),
        { type: 'invites.loaded', count, hidden: false },
        { type: 'invite.acceptFailed', error: 'x' },
      ])
    expect(failedWith(2).matches('signedOut')).toBe(true)
    expect(failedWith(1).matches({ signedIn: { organisationUser: 'checkingInvites' } })).toBe(true)
  })

  it('keeps a member of an organisation whose accept fails in the multi-invite dialog', () => {
    const reached = replay([
      ...checkingInvitesAs(organisationUser),
      { type: 'invites.loaded', count: 3, hidden: false },
      { type: 'invite.acceptFailed', error: 'x' },
    ])
    expect(reached.matches({ signedIn: { organisationUser: 'checkingInvites' } })).toBe(true)
  })
})
