// The finite event set the sign-in machine is walked with.
import type { EventFromLogic, SnapshotFrom } from 'xstate'
import type { AccessTokenClaims } from '#domain/session'
import type { sessionMachine } from '#machines/session.machine'
import type { WalkOptions } from './transition-coverage.ts'

export const organisationUser: AccessTokenClaims = {
  actorId: 'a1',
  organisationId: null,
  topLevelOrganisationId: 'o1',
  roles: ['Partner'],
  permissions: [],
  unique_name: 'partner@demo.ir35.test',
  role: 'Organisation User',
  contractorId: null,
}
/** Invited, but not yet in any organisation. */
export const newcomer: AccessTokenClaims = { ...organisationUser, topLevelOrganisationId: null, roles: [] }
export const contractor: AccessTokenClaims = { ...organisationUser, roles: ['Contractor'], role: 'Contractor' }
/** Signed in through an e-mailed review link: one engagement. */
export const linkReviewer: AccessTokenClaims = {
  ...newcomer,
  roles: ['reviewer-via-email-link'],
  role: 'reviewer-via-email-link',
  engagementId: 'e1',
}

type SessionSnapshot = SnapshotFrom<typeof sessionMachine>
type SessionEvent = EventFromLogic<typeof sessionMachine>

// A finite event set: each payload variant drives one guard outcome.
const events = (snapshot: SessionSnapshot): readonly SessionEvent[] => {
  const start = (code: string | null, storedAcceptedTermsId: string | null) =>
    ({ type: 'signin.start', code, storedAcceptedTermsId }) as SessionEvent
  // Keep the graph small: the variants that matter for each state only.
  if (snapshot.matches('idle'))
    return [
      start(null, null),
      start('c', null),
      start('c', 't2'),
      { type: 'session.resume', storedAcceptedTermsId: null },
      { type: 'link.open', linkToken: 'rev-1', storedAcceptedTermsId: null },
    ]
  return [
    { type: 'link.refused', message: 'x' },
    { type: 'accessToken.renewed', accessToken: 'at2', claims: organisationUser },
    { type: 'code.exchanged', identityToken: 'id' },
    { type: 'code.failed', error: 'x' },
    { type: 'accessToken.received', accessToken: 'at', claims: organisationUser },
    { type: 'accessToken.received', accessToken: 'at', claims: contractor },
    { type: 'accessToken.received', accessToken: 'at', claims: newcomer },
    { type: 'accessToken.received', accessToken: 'at', claims: linkReviewer },
    { type: 'accessToken.failed', error: 'x' },
    { type: 'profile.loaded', agreedTermsId: null, turnoverId: null, latestTermsId: 't2' },
    { type: 'profile.loaded', agreedTermsId: 't2', turnoverId: 'turnover', latestTermsId: 't2' },
    { type: 'profile.loaded', agreedTermsId: null, turnoverId: 'turnover', latestTermsId: null },
    { type: 'profile.failed', error: 'x' },
    { type: 'terms.save' },
    { type: 'terms.saved', agreedTermsId: 't2' },
    { type: 'terms.saveFailed', error: 'x' },
    { type: 'organisation.select', organisationId: 'o2' },
    { type: 'invites.loaded', count: 0, hidden: false },
    { type: 'invites.loaded', count: 1, hidden: false },
    { type: 'invites.loaded', count: 2, hidden: false },
    { type: 'invites.loaded', count: 2, hidden: true },
    { type: 'invites.failed', error: 'x' },
    { type: 'invite.accepted', organisationId: 'o3' },
    { type: 'invite.acceptFailed', error: 'x' },
    { type: 'invite.rejected' },
    { type: 'invite.rejectFailed', error: 'x' },
    { type: 'invites.later' },
    { type: 'onboarding.completed' },
    { type: 'session.expired' },
    { type: 'session.signOut' },
  ]
}

// With the invite dialogs the simple paths grow past what a test run can walk: shortest paths to every state,
// topped up to take every transition.
export const sessionWalk: WalkOptions<typeof sessionMachine> = { events, paths: 'shortest' }
