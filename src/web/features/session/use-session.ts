// React's view of the session actor (@xstate/react). Views read state here and send events; they decide nothing.
import { useSelector } from '@xstate/react'
import type { SessionRole } from '#domain/roles'
import { destinationFor } from '#domain/session'
import { belongsToAnOrganisation } from '#machines/session.machine'
import { roleAfterTerms, type SessionSnapshot, sessionActor, sessionRoleOf, signedInDestination } from './session'

/** Where the session is, as the shell needs to know it. */
export type SessionPhase =
  | 'anonymous' // no session and none starting (a refused review link too): public pages, or a guard sends to /login
  | 'signingIn' // between the identity provider and a settled role (a failed code exchange keeps the spinner)
  | 'terms' // "Updated Terms and Conditions" must be accepted first
  | 'signedIn'
  | 'signingOut' // local storage cleared, on the way to the identity provider's logout

export const phaseOf = (snapshot: SessionSnapshot): SessionPhase => {
  // A refused review link opened no session: the review page says why, where a spinner would wait for ever.
  if (snapshot.matches('idle') || snapshot.matches('linkRefused')) return 'anonymous'
  if (snapshot.matches('signedIn')) return 'signedIn'
  if (snapshot.matches('termsRequired') || snapshot.matches('savingTerms')) return 'terms'
  if (snapshot.matches('signedOut')) return 'signingOut'
  return 'signingIn' // includes redirectingToProvider and a failed code exchange
}

export const useSessionPhase = () => useSelector(sessionActor, phaseOf)
export const useSessionRole = (): SessionRole | null => useSelector(sessionActor, sessionRoleOf)
/** The role once terms are accepted: what the (disabled) navigation shows on the terms screen. */
export const usePendingSessionRole = (): SessionRole | null =>
  useSelector(sessionActor, (snapshot) => (phaseOf(snapshot) === 'terms' ? roleAfterTerms(snapshot) : null))
export const useClaims = () => useSelector(sessionActor, (snapshot) => snapshot.context.claims)
/** The one engagement of a review-link session, from its access token. */
export const useReviewEngagementId = () =>
  useSelector(sessionActor, (snapshot) => snapshot.context.claims?.engagementId ?? null)
export const useSavingTerms = () => useSelector(sessionActor, (snapshot) => snapshot.matches('savingTerms'))
/** The last Save of the terms failed (and no other is under way): the screen says so. */
export const useTermsSaveFailed = () =>
  useSelector(sessionActor, (snapshot) => snapshot.matches('termsRequired') && snapshot.context.termsSaveFailed)
export const useSwitchingOrganisation = () =>
  useSelector(sessionActor, (snapshot) => snapshot.matches({ signedIn: { organisationUser: 'switchingOrganisation' } }))

/** Past the invite dialogs and no token being fetched: the moment an organisation may be chosen. */
export const useWorkingAsOrganisationUser = () =>
  useSelector(sessionActor, (snapshot) => snapshot.matches({ signedIn: { organisationUser: 'working' } }))

/** False for an invited person who has not joined any organisation yet (they put their invitations off). */
export const useBelongsToAnOrganisation = () =>
  useSelector(sessionActor, (snapshot) => belongsToAnOrganisation(snapshot.context))

/** Where "home" is for this person (rule session.destination). */
export const useHomePath = (): string => {
  const role = useSessionRole()
  const engagementId = useReviewEngagementId()
  return role ? destinationFor(role, engagementId) : '/'
}

/** Where /login sends someone signed in: the page they were opening when signed out, else their home. */
export const useSignedInDestination = (): string => {
  const role = useSessionRole()
  const engagementId = useReviewEngagementId()
  return role ? signedInDestination(role, engagementId) : '/'
}

export const acceptTerms = () => sessionActor.send({ type: 'terms.save' })

/** The onboarding profile was saved: the session role becomes contractor (rule onboarding.role). */
export const completeOnboarding = () => sessionActor.send({ type: 'onboarding.completed' })

/** Where the invite dialogs on entry are: invitations being loaded, or shown to be answered. */
export type InvitesOnEntryPhase = 'checking' | 'answering' | null
export const useInvitesOnEntryPhase = (): InvitesOnEntryPhase =>
  useSelector(sessionActor, (snapshot) =>
    snapshot.matches({ signedIn: { organisationUser: 'answeringInvites' } })
      ? 'answering'
      : snapshot.matches({ signedIn: { organisationUser: 'checkingInvites' } })
        ? 'checking'
        : null,
  )

/** What the invite dialog reports; the machine decides what follows (more invitations, an organisation, logout). */
export const inviteAnswers = {
  accepted: (organisationId: string) => sessionActor.send({ type: 'invite.accepted', organisationId }),
  acceptFailed: (error: string) => sessionActor.send({ type: 'invite.acceptFailed', error }),
  rejected: () => sessionActor.send({ type: 'invite.rejected' }),
  rejectFailed: (error: string) => sessionActor.send({ type: 'invite.rejectFailed', error }),
  later: () => sessionActor.send({ type: 'invites.later' }),
}
