// Sign-in and terms (rules session.sign-in, session.terms, session.destination): code flow, application token,
// terms, destination by session role; then, for organisation users, the invite dialogs on entry (rule invites.dialogs)
// and the logout of a person with nothing to work on. A reload restores the sign-in from the server's sign-in session
// (session.resume, rule session.resume), and an e-mailed review link opens one of its own (docs/sessions.md).
import { assign, setup } from 'xstate'
import { REVIEWER_LINK_ROLE } from '#domain/roles'
import type { AccessTokenClaims } from '#domain/session'
import { isContractorClaims } from '#domain/session'

export type SessionContext = {
  code: string | null
  /**
   * The sign-in was resumed from the server's sign-in session after a reload: the person stays on the page they
   * reloaded instead of going to their destination.
   */
  resumed: boolean
  /** Why an e-mailed review link opened nothing (expired, finished, not valid), as the server said. */
  linkRefusal: string | null
  storedAcceptedTermsId: string | null
  identityToken: string | null
  accessToken: string | null
  claims: AccessTokenClaims | null
  agreedTermsId: string | null
  /** The last Save of the terms failed: the terms screen says so until the next Save. */
  termsSaveFailed: boolean
  turnoverId: string | null
  /** null when `actors/terms/latest` answered 404: terms then count as accepted. */
  latestTermsId: string | null
  /** How many pending invitations the person had when they were last loaded. */
  pendingInvites: number
  /** The organisation of the invitation the person accepted last in the invite dialog, to land in. */
  joinedOrganisationId: string | null
}

export type SessionEvent =
  | { type: 'signin.start'; code: string | null; storedAcceptedTermsId: string | null }
  /**
   * A reload: the browser restores the sign-in from the server's sign-in session (its cookie), asking it for a new
   * access token, since tokens are kept in memory only (docs/sessions.md).
   */
  | { type: 'session.resume'; storedAcceptedTermsId: string | null }
  /** An e-mailed review link was followed: its token opens a session confined to the review. */
  | { type: 'link.open'; linkToken: string; storedAcceptedTermsId: string | null }
  | { type: 'link.refused'; message: string }
  | { type: 'code.exchanged'; identityToken: string }
  | { type: 'code.failed'; error: string }
  | { type: 'accessToken.received'; accessToken: string; claims: AccessTokenClaims }
  | { type: 'accessToken.failed'; error: string }
  /** A short-lived access token was renewed from the sign-in session while the person works. */
  | { type: 'accessToken.renewed'; accessToken: string; claims: AccessTokenClaims }
  | { type: 'profile.loaded'; agreedTermsId: string | null; turnoverId: string | null; latestTermsId: string | null }
  | { type: 'profile.failed'; error: string }
  | { type: 'terms.save' }
  | { type: 'terms.saved'; agreedTermsId: string | null }
  | { type: 'terms.saveFailed'; error: string }
  | { type: 'organisation.select'; organisationId: string }
  /** `hidden`: the person chose "Later" earlier in this browser session. */
  | { type: 'invites.loaded'; count: number; hidden: boolean }
  | { type: 'invites.failed'; error: string }
  | { type: 'invite.accepted'; organisationId: string }
  | { type: 'invite.acceptFailed'; error: string }
  | { type: 'invite.rejected' }
  | { type: 'invite.rejectFailed'; error: string }
  | { type: 'invites.later' }
  | { type: 'onboarding.completed' }
  | { type: 'session.expired' }
  | { type: 'session.signOut' }

const initialContext: SessionContext = {
  code: null,
  resumed: false,
  linkRefusal: null,
  storedAcceptedTermsId: null,
  identityToken: null,
  accessToken: null,
  claims: null,
  agreedTermsId: null,
  termsSaveFailed: false,
  turnoverId: null,
  latestTermsId: null,
  pendingInvites: 0,
  joinedOrganisationId: null,
}

/** A person belongs to an organisation when their token names one, or they have just joined one. */
export const belongsToAnOrganisation = (context: SessionContext) =>
  context.claims?.topLevelOrganisationId != null ||
  context.claims?.organisationId != null ||
  context.joinedOrganisationId !== null

export const sessionMachine = setup({
  types: {} as { context: SessionContext; events: SessionEvent },
  guards: {
    hasCode: ({ event }) => event.type === 'signin.start' && event.code !== null,
    termsOutstanding: ({ event }) => {
      if (event.type !== 'profile.loaded' || event.latestTermsId === null) return false
      return event.agreedTermsId !== event.latestTermsId
    },
    storedAcceptanceIsLatest: ({ context, event }) =>
      event.type === 'profile.loaded' &&
      event.latestTermsId !== null &&
      context.storedAcceptedTermsId === event.latestTermsId,
    // The server decides: the exchange of a review link yields the reviewer-via-email-link role.
    isReviewerLink: ({ context }) => context.claims?.role === REVIEWER_LINK_ROLE,
    isNewContractor: ({ context }) =>
      context.claims !== null && isContractorClaims(context.claims) && context.turnoverId === null,
    isContractor: ({ context }) => context.claims !== null && isContractorClaims(context.claims),
    hasInvitesToShow: ({ event }) => event.type === 'invites.loaded' && event.count > 0 && !event.hidden,
    joinedAnOrganisation: ({ context }) => context.joinedOrganisationId !== null,
    // No invites and no organisation: nothing to work on, so the session ends (rule invites.dialogs).
    hasNoInvitesAndNoOrganisation: ({ context, event }) =>
      event.type === 'invites.loaded' && event.count === 0 && !belongsToAnOrganisation(context),
    // A failed accept in the multi-invite dialog logs out a person with no organisation (rule invites.dialogs).
    acceptFailedInMultiInviteWithoutOrganisation: ({ context }) =>
      context.pendingInvites > 1 && !belongsToAnOrganisation(context),
  },
  actions: {
    // Provided by the browser: each starts I/O and reports back with an event.
    redirectToProvider: () => {},
    resumeSession: () => {},
    forgetStoredSession: () => {},
    openReviewLink: () => {},
    exchangeCode: () => {},
    fetchAccessToken: () => {},
    loadProfile: () => {},
    saveTerms: () => {},
    storeAcceptedTerms: () => {},
    goToDestination: () => {},
    signOut: () => {},
    logFailure: () => {},
    loadInvites: () => {},
    hideInvites: () => {},
    enterJoinedOrganisation: () => {},
    rememberStart: assign(({ event }) => {
      if (event.type === 'signin.start')
        return { code: event.code, storedAcceptedTermsId: event.storedAcceptedTermsId, resumed: false }
      if (event.type === 'session.resume') return { storedAcceptedTermsId: event.storedAcceptedTermsId, resumed: true }
      if (event.type === 'link.open') return { storedAcceptedTermsId: event.storedAcceptedTermsId, resumed: false }
      return {}
    }),
    forgetResume: assign({ resumed: false }),
    rememberLinkRefusal: assign(({ event }) => (event.type === 'link.refused' ? { linkRefusal: event.message } : {})),
    rememberIdentityToken: assign(({ event }) =>
      event.type === 'code.exchanged' ? { identityToken: event.identityToken } : {},
    ),
    rememberAccessToken: assign(({ event }) =>
      event.type === 'accessToken.received' || event.type === 'accessToken.renewed'
        ? { accessToken: event.accessToken, claims: event.claims }
        : {},
    ),
    rememberProfile: assign(({ event }) =>
      event.type === 'profile.loaded'
        ? { agreedTermsId: event.agreedTermsId, turnoverId: event.turnoverId, latestTermsId: event.latestTermsId }
        : {},
    ),
    rememberAgreedTerms: assign(({ event }) =>
      event.type === 'terms.saved' ? { agreedTermsId: event.agreedTermsId, termsSaveFailed: false } : {},
    ),
    rememberTermsSaveFailure: assign({ termsSaveFailed: true }),
    rememberInvites: assign(({ event }) => (event.type === 'invites.loaded' ? { pendingInvites: event.count } : {})),
    rememberJoinedOrganisation: assign(({ event }) =>
      event.type === 'invite.accepted' ? { joinedOrganisationId: event.organisationId } : {},
    ),
    forgetSession: assign(() => initialContext),
  },
}).createMachine({
  id: 'session',
  context: initialContext,
  initial: 'idle',
  meta: {
    title: 'Sign-in and terms',
    description:
      'Authorization code with PKCE against the identity provider, the application access token, the latest terms, then the destination for the session role and, for organisation users, their pending invitations.',
  },
  states: {
    idle: {
      meta: { title: 'Sign-in page loaded', description: 'The sign-in page has loaded and reads the query string' },
      on: {
        'signin.start': [
          {
            guard: 'hasCode',
            target: 'exchangingCode',
            actions: ['rememberStart', 'exchangeCode'],
            meta: { description: 'A code came back from the identity provider: exchange it for a token' },
          },
          {
            target: 'redirectingToProvider',
            actions: ['rememberStart', 'redirectToProvider'],
            meta: { description: 'No code: go to the identity provider' },
          },
        ],
        'session.resume': {
          target: 'resuming',
          actions: ['rememberStart', 'resumeSession'],
          meta: { description: 'A reload: ask the sign-in session (its cookie) for a new access token' },
        },
        'link.open': {
          target: 'openingLink',
          actions: ['rememberStart', 'openReviewLink'],
          meta: { description: "An e-mailed review link: its token opens a session confined to the link's review" },
        },
      },
    },
    resuming: {
      meta: { title: 'Resuming the session', description: 'POST identity/session/token with the session cookie' },
      on: {
        'accessToken.received': {
          target: 'loadingProfile',
          actions: ['rememberAccessToken', 'loadProfile'],
          meta: { description: 'The session lives: load the actor and the latest terms, on the page reloaded' },
        },
        'accessToken.failed': {
          target: 'idle',
          actions: ['forgetResume', 'forgetStoredSession'],
          meta: { description: 'No session to resume (ended, expired): signed out, nothing to log' },
        },
      },
    },
    openingLink: {
      meta: { title: 'Opening a review link', description: 'POST identity/review-link with the link token' },
      on: {
        'accessToken.received': {
          target: 'loadingProfile',
          actions: ['rememberAccessToken', 'loadProfile'],
          meta: { description: 'The link opened its review: load the actor and the latest terms' },
        },
        'link.refused': {
          target: 'linkRefused',
          actions: 'rememberLinkRefusal',
          meta: { description: 'The link is not valid, has expired, or its review is finished: say so' },
        },
      },
    },
    linkRefused: {
      type: 'final',
      meta: {
        title: 'Review link refused',
        description: 'The review page says why the link opened nothing; signing in with a password is offered',
      },
    },
    redirectingToProvider: {
      type: 'final',
      meta: {
        title: 'Going to the identity provider',
        description: "The browser is on its way to the identity provider's authorize page",
      },
    },
    exchangingCode: {
      meta: {
        title: 'Exchanging the sign-in code',
        description: 'The code and PKCE verifier are exchanged for the identity token',
      },
      on: {
        'code.exchanged': {
          target: 'fetchingAccessToken',
          actions: ['rememberIdentityToken', 'fetchAccessToken'],
          meta: { description: 'Ask for the application access token with organisation_id null' },
        },
        'code.failed': {
          target: 'codeExchangeFailed',
          actions: 'logFailure',
          meta: { description: 'The failure is logged and the user stays on the spinner' },
        },
      },
    },
    codeExchangeFailed: {
      type: 'final',
      meta: { title: 'Sign-in code refused', description: 'Logged; the spinner stays (docs/sessions.md)' },
    },
    fetchingAccessToken: {
      meta: { title: 'Getting the access token', description: 'POST identity/identity/token with the identity token' },
      on: {
        'accessToken.received': {
          target: 'loadingProfile',
          actions: ['rememberAccessToken', 'loadProfile'],
          meta: { description: 'Load the actor and the latest terms' },
        },
        'accessToken.failed': {
          target: 'signedOut',
          actions: ['logFailure', 'signOut'],
          meta: { description: 'A failed application-token fetch is logged and logs the user out' },
        },
      },
    },
    loadingProfile: {
      meta: {
        title: 'Loading the profile and terms',
        description: 'GET actors/actors/{actorId} and actors/terms/latest',
      },
      on: {
        'profile.loaded': [
          {
            guard: 'storedAcceptanceIsLatest',
            target: '#session.signedIn.routing',
            actions: 'rememberProfile',
            meta: { description: 'This browser already accepted the latest terms: skip the screen' },
          },
          {
            guard: 'termsOutstanding',
            target: 'termsRequired',
            actions: 'rememberProfile',
            meta: { description: "The latest terms differ from the actor's agreed terms" },
          },
          {
            target: '#session.signedIn.routing',
            actions: 'rememberProfile',
            meta: { description: 'The actor agreed the latest terms, or there are none (404 counts as accepted)' },
          },
        ],
        'profile.failed': {
          target: 'signedOut',
          actions: ['logFailure', 'signOut'],
          meta: { description: 'Without the actor the session cannot go on' },
        },
      },
    },
    termsRequired: {
      meta: {
        title: 'Terms to accept',
        description: '"Updated Terms and Conditions": scroll to the bottom, tick, Save',
      },
      on: {
        'terms.save': {
          target: 'savingTerms',
          actions: 'saveTerms',
          meta: { description: "Replace the actor's agreed_terms_id with the latest id" },
        },
        'session.signOut': { target: 'signedOut', actions: 'signOut', meta: { description: 'Logout' } },
      },
    },
    savingTerms: {
      meta: { title: 'Saving the accepted terms', description: 'PATCH actors/actors/{actorId} is under way' },
      on: {
        // The server stores the id sent and answers with it, so the answer always names the latest terms.
        'terms.saved': {
          target: '#session.signedIn.routing',
          actions: ['rememberAgreedTerms', 'storeAcceptedTerms'],
          meta: { description: 'Saved: store the accepted id locally and go on' },
        },
        'terms.saveFailed': {
          target: 'termsRequired',
          actions: ['logFailure', 'rememberTermsSaveFailure'],
          meta: { description: 'The save failed (the connection lost): the screen stays and says so' },
        },
        // A 401 ends the session before the failed save is reported, as on any call (rule session.logout-clears).
        'session.expired': {
          target: 'signedOut',
          actions: ['forgetSession', 'signOut'],
          meta: { description: 'The session ended meanwhile (a 401): signed out, not asked to save again' },
        },
      },
    },
    signedIn: {
      meta: { title: 'Signed in', description: 'Terms are settled; navigation is enabled' },
      initial: 'routing',
      on: {
        'accessToken.renewed': {
          actions: 'rememberAccessToken',
          meta: { description: 'A new short-lived access token from the sign-in session, before the last one expires' },
        },
        'session.expired': {
          target: 'signedOut',
          actions: ['forgetSession', 'signOut'],
          meta: { description: 'A 401: toast, clear local storage, log out at the identity provider' },
        },
        'session.signOut': {
          target: 'signedOut',
          actions: ['forgetSession', 'signOut'],
          meta: { description: 'Logout button' },
        },
      },
      states: {
        routing: {
          meta: { title: 'Choosing where to go', description: 'Choosing the destination for the session role' },
          // The four destinations (rule session.destination), tried in order.
          always: [
            {
              guard: 'isReviewerLink',
              target: 'reviewer',
              actions: 'goToDestination',
              meta: { description: 'A reviewer arriving through an e-mailed link goes to /review/{its engagement}' },
            },
            {
              guard: 'isNewContractor',
              target: 'newContractor',
              actions: 'goToDestination',
              meta: { description: 'A contractor without a turnover has not finished onboarding: /additional-info' },
            },
            {
              guard: 'isContractor',
              target: 'contractor',
              actions: 'goToDestination',
              meta: { description: 'A contractor who has finished onboarding goes to /' },
            },
            {
              target: 'organisationUser',
              actions: 'goToDestination',
              meta: { description: 'Everyone else is an organisation user and goes to /' },
            },
          ],
        },
        organisationUser: {
          meta: { title: 'Organisation user', description: 'Session role organisationUser' },
          initial: 'checkingInvites',
          states: {
            checkingInvites: {
              meta: {
                title: 'Checking for invitations',
                description: 'GET actors/invites?actor_id={own actor id}&status_id=Pending',
              },
              entry: 'loadInvites',
              on: {
                'invites.loaded': [
                  {
                    guard: 'hasInvitesToShow',
                    target: 'answeringInvites',
                    actions: 'rememberInvites',
                    meta: { description: 'Pending invitations: the invite dialog on entry (one, two, or more)' },
                  },
                  {
                    guard: 'joinedAnOrganisation',
                    target: 'switchingOrganisation',
                    actions: ['rememberInvites', 'enterJoinedOrganisation'],
                    meta: { description: 'Every invitation answered after accepting one: work in that organisation' },
                  },
                  {
                    guard: 'hasNoInvitesAndNoOrganisation',
                    target: '#session.signedOut',
                    actions: ['forgetSession', 'signOut'],
                    meta: { description: 'No invites and no organisation: the user is logged out' },
                  },
                  {
                    target: 'working',
                    actions: 'rememberInvites',
                    meta: { description: 'No invitation to show now (none, or "Later" in this browser session)' },
                  },
                ],
                'invites.failed': {
                  target: 'working',
                  actions: 'logFailure',
                  meta: { description: 'The invitations could not be loaded: logged, and the person works on' },
                },
              },
            },
            answeringInvites: {
              meta: {
                title: 'Answering invitations',
                description: 'The invite dialog: Accept, Reject ("Are you sure?") or Later',
              },
              on: {
                'invite.accepted': {
                  target: 'checkingInvites',
                  actions: 'rememberJoinedOrganisation',
                  meta: { description: 'POST actors/invites/{id}/accept: the person joins the organisation' },
                },
                'invite.acceptFailed': [
                  {
                    guard: 'acceptFailedInMultiInviteWithoutOrganisation',
                    target: '#session.signedOut',
                    actions: ['logFailure', 'forgetSession', 'signOut'],
                    meta: {
                      description: 'Accepting failed in the multi-invite dialog and the user has no organisation',
                    },
                  },
                  {
                    target: 'checkingInvites',
                    actions: 'logFailure',
                    meta: { description: 'Accepting failed (the toast says why): the invitations are loaded again' },
                  },
                ],
                'invite.rejected': {
                  target: 'checkingInvites',
                  meta: { description: 'POST actors/invites/{id}/reject after "Yes, reject this invitation"' },
                },
                'invite.rejectFailed': {
                  target: 'checkingInvites',
                  actions: 'logFailure',
                  meta: { description: 'Rejecting failed (the toast says why): the invitations are loaded again' },
                },
                'invites.later': [
                  {
                    guard: 'joinedAnOrganisation',
                    target: 'switchingOrganisation',
                    actions: ['hideInvites', 'enterJoinedOrganisation'],
                    meta: {
                      description: 'Later, after accepting one: hide the rest and work in the organisation joined',
                    },
                  },
                  {
                    target: 'working',
                    actions: 'hideInvites',
                    meta: { description: 'Later: the invitations stay hidden for this browser session' },
                  },
                ],
              },
            },
            working: {
              meta: {
                title: 'Working in an organisation',
                description: 'Working on the selected organisation (or asked to select one)',
              },
              on: {
                'organisation.select': {
                  target: 'switchingOrganisation',
                  actions: 'fetchAccessToken',
                  meta: { description: 'Ask for an access token for the organisation chosen in the selector' },
                },
              },
            },
            switchingOrganisation: {
              meta: {
                title: 'Switching organisation',
                description: 'POST identity/session/token with the chosen organisation_id',
              },
              on: {
                'accessToken.received': {
                  target: 'working',
                  actions: 'rememberAccessToken',
                  meta: { description: "The token now carries the organisation's roles and permissions" },
                },
                'accessToken.failed': {
                  target: '#session.signedOut',
                  actions: ['logFailure', 'forgetSession', 'signOut'],
                  meta: { description: 'A failed token fetch logs the user out' },
                },
              },
            },
          },
        },
        contractor: { meta: { title: 'Contractor', description: 'Session role contractor' } },
        newContractor: {
          meta: {
            title: 'New contractor (onboarding)',
            description: 'Session role newContractor: onboarding at /additional-info',
          },
          on: {
            'onboarding.completed': {
              target: 'contractor',
              meta: { description: 'On a successful profile update the role becomes contractor' },
            },
          },
        },
        reviewer: {
          meta: {
            title: 'Reviewer from an e-mailed link',
            description: 'Session role reviewer-via-email-link: only the review page',
          },
        },
      },
    },
    signedOut: {
      type: 'final',
      meta: {
        title: 'Signed out',
        description: 'Local storage cleared; the browser goes to the identity provider logout',
      },
    },
  },
})
