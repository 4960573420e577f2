import { describe, expect, it } from 'vitest'
import { sessionMachine } from '#machines/session.machine'
import { modelSuite } from './model-suite.ts'
import { contractor, linkReviewer, newcomer, organisationUser, sessionWalk } from './session.walk.ts'

describe('session machine', () => {
  const { replay } = modelSuite(sessionMachine, sessionWalk)

  it('sends a browser that already accepted the latest terms past the terms screen', () => {
    const reached = replay([
      { type: 'signin.start', code: 'c', storedAcceptedTermsId: 't2' },
      { type: 'code.exchanged', identityToken: 'id' },
      { type: 'accessToken.received', accessToken: 'at', claims: organisationUser },
      { type: 'profile.loaded', agreedTermsId: null, turnoverId: null, latestTermsId: 't2' },
    ])
    expect(reached.matches({ signedIn: 'organisationUser' })).toBe(true)
  })

  it('sends a contractor without a turnover to onboarding', () => {
    const reached = replay([
      { type: 'signin.start', code: 'c', storedAcceptedTermsId: null },
      { type: 'code.exchanged', identityToken: 'id' },
      { type: 'accessToken.received', accessToken: 'at', claims: contractor },
      { type: 'profile.loaded', agreedTermsId: null, turnoverId: null, latestTermsId: null },
    ])
    expect(reached.matches({ signedIn: 'newContractor' })).toBe(true)
  })

  it('gives the review-link role to the token the server scoped to one engagement, whatever the browser carried', () => {
    const openWith = (claims: typeof organisationUser) =>
      replay([
        { type: 'link.open', linkToken: 'link-token', storedAcceptedTermsId: null },
        { type: 'accessToken.received', accessToken: 'at', claims },
        { type: 'profile.loaded', agreedTermsId: 't2', turnoverId: null, latestTermsId: 't2' },
      ])
    expect(openWith(linkReviewer).matches({ signedIn: 'reviewer' })).toBe(true)
    expect(openWith(organisationUser).matches({ signedIn: 'reviewer' })).toBe(false)
  })

  it("says why a refused review link opened nothing, in the server's words", () => {
    const reached = replay([
      { type: 'link.open', linkToken: 'link-token', storedAcceptedTermsId: null },
      { type: 'link.refused', message: 'This review is finished.' },
    ])
    expect(reached.matches('linkRefused')).toBe(true)
    expect(reached.context.linkRefusal).toBe('This review is finished.')
  })

  it('resumes a live sign-in session on reload, and signs nobody out when there is none', () => {
    const resumed = replay([
      { type: 'session.resume', storedAcceptedTermsId: 't2' },
      { type: 'accessToken.received', accessToken: 'at', claims: contractor },
      { type: 'profile.loaded', agreedTermsId: null, turnoverId: 'turnover', latestTermsId: 't2' },
    ])
    expect(resumed.matches({ signedIn: 'contractor' })).toBe(true)
    expect(resumed.context.resumed).toBe(true)
    const none = replay([
      { type: 'session.resume', storedAcceptedTermsId: null },
      { type: 'accessToken.failed', error: '401' },
    ])
    expect(none.matches('idle')).toBe(true)
    expect(none.context.resumed).toBe(false)
  })

  it('sends a person who signed in or opened a review link to their destination, not back to a reloaded page', () => {
    const signedIn = replay([
      { type: 'signin.start', code: 'c', storedAcceptedTermsId: null },
      { type: 'code.exchanged', identityToken: 'id' },
      { type: 'accessToken.received', accessToken: 'at', claims: contractor },
      { type: 'profile.loaded', agreedTermsId: 't2', turnoverId: 'turnover', latestTermsId: 't2' },
    ])
    expect(signedIn.context.resumed).toBe(false)
    const linked = replay([
      { type: 'link.open', linkToken: 'link-token', storedAcceptedTermsId: null },
      { type: 'accessToken.received', accessToken: 'at', claims: linkReviewer },
    ])
    expect(linked.context.resumed).toBe(false)
  })

  it('keeps the terms screen after a failed save, saying so, and goes on after the next', () => {
    const onTerms = [
      { type: 'signin.start', code: 'c', storedAcceptedTermsId: null },
      { type: 'code.exchanged', identityToken: 'id' },
      { type: 'accessToken.received', accessToken: 'at', claims: contractor },
      { type: 'profile.loaded', agreedTermsId: null, turnoverId: 'turnover', latestTermsId: 't2' },
      { type: 'terms.save' },
      { type: 'terms.saveFailed', error: 'Failed to fetch' },
    ] as const
    const failed = replay(onTerms)
    expect(failed.matches('termsRequired')).toBe(true)
    expect(failed.context.termsSaveFailed).toBe(true)
    const saved = replay([...onTerms, { type: 'terms.save' }, { type: 'terms.saved', agreedTermsId: 't2' }])
    expect(saved.matches({ signedIn: 'contractor' })).toBe(true)
    expect(saved.context.termsSaveFailed).toBe(false)
  })

  it('signs out a person whose session ended while the terms were being saved', () => {
    const reached = replay([
      { type: 'signin.start', code: 'c', storedAcceptedTermsId: null },
      { type: 'code.exchanged', identityToken: 'id' },
      { type: 'accessToken.received', accessToken: 'at', claims: contractor },
      { type: 'profile.loaded', agreedTermsId: null, turnoverId: 'turnover', latestTermsId: 't2' },
      { type: 'terms.save' },
      { type: 'session.expired' },
    ])
    expect(reached.matches('signedOut')).toBe(true)
    expect(reached.context.claims).toBeNull()
  })

  it('goes on once the terms are saved', () => {
    const reached = replay([
      { type: 'signin.start', code: 'c', storedAcceptedTermsId: null },
      { type: 'code.exchanged', identityToken: 'id' },
      { type: 'accessToken.received', accessToken: 'at', claims: contractor },
      { type: 'profile.loaded', agreedTermsId: null, turnoverId: 'turnover', latestTermsId: 't2' },
      { type: 'terms.save' },
      { type: 'terms.saved', agreedTermsId: 't2' },
    ])
    expect(reached.matches({ signedIn: 'contractor' })).toBe(true)
    expect(reached.context.agreedTermsId).toBe('t2')
  })

  it('keeps the person where they are when the access token is renewed, with the claims it now carries', () => {
    const renewedClaims = { ...organisationUser, roles: ['Partner Admin'] }
    const reached = replay([
      ...checkingInvitesAs(organisationUser),
      { type: 'invites.loaded', count: 0, hidden: false },
      { type: 'accessToken.renewed', accessToken: 'at2', claims: renewedClaims },
    ])
    expect(reached.matches({ signedIn: { organisationUser: 'working' } })).toBe(true)
    expect(reached.context.claims?.roles).toEqual(['Partner Admin'])
  })

  // An organisation user past the terms, with these claims, the invitations on entry being checked.
  const checkingInvitesAs = (claims: typeof organisationUser) =>
    [
      { type: 'signin.start', code: 'c', storedAcceptedTermsId: null },
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
