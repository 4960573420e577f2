// Runs the sign-in and terms machine (machines/session.machine.ts) in the browser: one actor for the whole app,
// with the I/O actions provided here. Each action starts a promise and reports back to the actor with an event.
//
// Tokens live in memory only (docs/sessions.md). The identity token opens a sign-in session on the server, kept by
// an httpOnly cookie; the short-lived access token is renewed from it before it expires, and a reload resumes it
// instead of going back through the identity provider (the machine's session.resume): the actor and the latest
// terms are loaded as usual, so the machine still decides about terms and the session role, and the person stays on
// the page they reloaded.
//
// What the machine's context does not hold is kept by the one object the actor's actions close over (`runtime`
// below): the ports to the router and the invitations, connected once by the app, and what the page has under way.
import { createActor, type EventFromLogic, type SnapshotFrom, transition, waitFor } from 'xstate'
import { REVIEWER_LINK_ROLE, type SessionRole } from '#domain/roles'
import type { AccessTokenClaims } from '#domain/session'
import { destinationFor } from '#domain/session'
import { sessionMachine } from '#machines/session.machine'
import { loadConfig } from '../../api/config'
import { queryClient } from '../../api/query-client'
import { endSignInSession, exchangeIdentityToken, expiryOf, openReviewLink, renewAccessToken } from './api/access-token'
import { actorQueryOptions, agreeToTerms } from './api/actor'
import { latestTermsQueryOptions } from './api/terms'
import {
  clearPendingAuthorization,
  clearStored,
  peekReturnTo,
  readStored,
  readStoredRole,
  saveLogoutHint,
  takeLogoutHint,
  writeStored,
} from './storage'

export type SessionSnapshot = SnapshotFrom<typeof logic>

/** How the session tells the router where to go. */
export type RouterPort = { navigate: (to: string) => void; revalidate: () => void }

/**
 * How the session learns of the person's pending invitations (the invite dialogs on entry) and hides them after
 * "Later". Until connected, loading fails, which the machine treats as "nothing to show" rather than as "no
 * invitations" (that would log people out).
 */
export type InvitesPort = {
  pendingOnEntry: (actorId: string) => Promise<{ count: number; hidden: boolean }>
  hide: (actorId: string) => void
}

/** What the session needs of the rest of the app; connected once both exist (main.tsx), before the session boots. */
export type SessionPorts = { router: RouterPort; invites: InvitesPort }

/**
 * What the session actor keeps beside its machine's context: its ports, the access token for the HTTP client
 * (readable while a transition is still running), the identity provider's answer until the code is exchanged,
 * whether the person is leaving, whether the session is a review link's (it has no identity provider session to
 * sign out of), and a renewal under way (calls made meanwhile wait for it rather than start another).
 */
type SessionRuntime = {
  readonly ports: SessionPorts
  accessToken: string | null
  callback: URLSearchParams | null
  leaving: boolean
  viaReviewLink: boolean
  renewing: Promise<string | null> | null
}

const runtime: SessionRuntime = {
  ports: {
    router: { navigate: (to) => window.location.assign(to), revalidate: () => {} },
    invites: {
      pendingOnEntry: () => Promise.reject(new Error('The invites are not connected to the session')),
      hide: () => {},
    },
  },
  accessToken: null,
  callback: null,
  leaving: false,
  viaReviewLink: false,
  renewing: null,
}

/** Connects the router and the invites feature to the session (main.tsx, once, before bootSession). */
export const connectSession = (ports: SessionPorts) => Object.assign(runtime.ports, ports)

// The identity provider's side (oauth4webapi) serves only the redirects of sign-in and sign-out, never a page's
// first paint or a restored session: it loads when one of them starts.
const loadOidc = () => import('./oidc')

/** Renew this long before the access token expires, so that no call goes out with a token about to lapse. */
const RENEW_BEFORE_MS = 30_000

const keepAccessToken = (accessToken: string, claims: AccessTokenClaims) => {
  runtime.accessToken = accessToken
  runtime.viaReviewLink = claims.role === REVIEWER_LINK_ROLE
}

/**
 * The bearer token of API calls: the access token, renewed from the sign-in session first when it is about to
 * expire. A failed renewal leaves the old token: the call's 401 then ends the session as any 401 does.
 */
export const bearerToken = async (): Promise<string | null> => {
  const current = runtime.accessToken
  if (!current) return null
  const expiry = expiryOf(current)
  if (expiry === null || expiry * 1000 - Date.now() > RENEW_BEFORE_MS) return current
  if (!sessionActor.getSnapshot().matches('signedIn')) return current
  runtime.renewing ??= renewAccessToken()
    .then(({ accessToken, claims }) => {
      keepAccessToken(accessToken, claims)
      sessionActor.send({ type: 'accessToken.renewed', accessToken, claims })
      return accessToken
    })
    .catch((error) => {
      logFailure('Could not renew the access token', error)
      return current
    })
    .finally(() => {
      runtime.renewing = null
    })
  return runtime.renewing
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error))
const logFailure = (what: string, error?: unknown) => console.error(`[session] ${what}`, error ?? '')

/**
 * Ends the sign-in session on the server, clears local storage and goes to the identity provider's logout, which
 * comes back to /login (rule session.logout-clears). A review link's session has no provider session: it goes to
 * /login.
 */
export const performSignOut = async () => {
  if (runtime.leaving) return
  runtime.leaving = true
  const hint = takeLogoutHint()
  clearStored()
  clearPendingAuthorization()
  runtime.accessToken = null
  queryClient.clear()
  await endSignInSession().catch((error) => logFailure('Could not end the session on the server', error))
  if (runtime.viaReviewLink) {
    window.location.assign('/login')
    return
  }
  try {
    const [config, { endSessionUrl }] = await Promise.all([loadConfig(), loadOidc()])
    window.location.assign(await endSessionUrl(config.identity, hint))
  } catch (error) {
    logFailure('Could not reach the identity provider to log out', error)
    window.location.assign('/login')
  }
}

export const sessionRoleOf = (snapshot: SessionSnapshot): SessionRole | null => {
  if (snapshot.matches({ signedIn: 'organisationUser' })) return 'organisationUser'
  if (snapshot.matches({ signedIn: 'contractor' })) return 'contractor'
  if (snapshot.matches({ signedIn: 'newContractor' })) return 'newContractor'
  if (snapshot.matches({ signedIn: 'reviewer' })) return REVIEWER_LINK_ROLE
  return null
}

type SessionSelf = { send: (event: EventFromLogic<typeof sessionMachine>) => void }

/** Reports a token call back to the machine; an organisation chosen is remembered for the next sign-in. */
const reportAccessToken = (
  self: SessionSelf,
  request: Promise<{ accessToken: string; claims: AccessTokenClaims }>,
  organisationId: string | null,
) => {
  request.then(
    ({ accessToken, claims }) => {
      keepAccessToken(accessToken, claims)
      self.send({ type: 'accessToken.received', accessToken, claims })
      if (organisationId !== null) {
        // Data is scoped by organisation: what was loaded for the previous one is stale now (and the selector
        // learns of an organisation just joined).
        writeStored('selectedOrganisation', organisationId)
        void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'config' })
        runtime.ports.router.revalidate()
      }
    },
    (error) => self.send({ type: 'accessToken.failed', error: messageOf(error) }),
  )
}

const logic = sessionMachine.provide({
  actions: {
    redirectToProvider: () => {
      Promise.all([loadConfig(), loadOidc()])
        .then(([config, { beginAuthorization }]) => beginAuthorization(config.identity))
        .catch((error) => logFailure('Could not reach the identity provider', error))
    },
    resumeSession: ({ self }) => reportAccessToken(self, renewAccessToken(), null),
    forgetStoredSession: () => writeStored('role', null),
    openReviewLink: ({ self, event }) => {
      if (event.type !== 'link.open') return
      openReviewLink(event.linkToken).then(
        ({ accessToken, claims }) => {
          keepAccessToken(accessToken, claims)
          self.send({ type: 'accessToken.received', accessToken, claims })
        },
        (error) => self.send({ type: 'link.refused', message: messageOf(error) }),
      )
    },
    exchangeCode: ({ self }) => {
      const params = runtime.callback
      runtime.callback = null
      if (!params) {
        queueMicrotask(() => self.send({ type: 'code.failed', error: 'No callback parameters' }))
        return
      }
      Promise.all([loadConfig(), loadOidc()])
        .then(([config, { completeAuthorization }]) => completeAuthorization(config.identity, params))
        .then(
          ({ identityToken }) => {
            saveLogoutHint(identityToken)
            self.send({ type: 'code.exchanged', identityToken })
          },
          (error) => self.send({ type: 'code.failed', error: messageOf(error) }),
        )
    },
    fetchAccessToken: ({ self, event }) => {
      // The first exchange opens the sign-in session; choosing an organisation renews the token from it.
      if (event.type === 'code.exchanged') reportAccessToken(self, exchangeIdentityToken(event.identityToken), null)
      else if (event.type === 'organisation.select')
        reportAccessToken(self, renewAccessToken(event.organisationId), event.organisationId)
    },
    enterJoinedOrganisation: ({ self, context }) =>
      reportAccessToken(self, renewAccessToken(context.joinedOrganisationId), context.joinedOrganisationId),
    loadInvites: ({ self, context }) => {
      const actorId = context.claims?.actorId
      if (!actorId) {
        queueMicrotask(() => self.send({ type: 'invites.failed', error: 'No actor' }))
        return
      }
      runtime.ports.invites.pendingOnEntry(actorId).then(
        ({ count, hidden }) => self.send({ type: 'invites.loaded', count, hidden }),
        (error) => self.send({ type: 'invites.failed', error: messageOf(error) }),
      )
    },
    hideInvites: ({ context }) => {
      if (context.claims) runtime.ports.invites.hide(context.claims.actorId)
    },
    loadProfile: ({ self, event }) => {
      if (event.type !== 'accessToken.received') return
      Promise.all([
        queryClient.fetchQuery({ ...actorQueryOptions(event.claims.actorId), staleTime: 0 }),
        queryClient.fetchQuery({ ...latestTermsQueryOptions, staleTime: 0 }),
      ]).then(
        ([actor, terms]) =>
          self.send({
            type: 'profile.loaded',
            agreedTermsId: actor.agreedTermsId,
            turnoverId: actor.turnoverId,
            latestTermsId: terms?.id ?? null,
          }),
        (error) => self.send({ type: 'profile.failed', error: messageOf(error) }),
      )
    },
    saveTerms: ({ self, context }) => {
      const actorId = context.claims?.actorId
      const termsId = context.latestTermsId
      if (!actorId || !termsId) {
        queueMicrotask(() => self.send({ type: 'terms.saveFailed', error: 'Nothing to save' }))
        return
      }
      agreeToTerms(actorId, termsId).then(
        (actor) => {
          queryClient.setQueryData(actorQueryOptions(actor.id).queryKey, actor)
          self.send({ type: 'terms.saved', agreedTermsId: actor.agreedTermsId })
        },
        (error) => self.send({ type: 'terms.saveFailed', error: messageOf(error) }),
      )
    },
    storeAcceptedTerms: ({ context }) => writeStored('acceptedTermsId', context.latestTermsId),
    goToDestination: ({ context, self, event }) => {
      // The action runs inside the transition; the session role is the state the transition lands in.
      queueMicrotask(() => {
        const role = sessionRoleOf(self.getSnapshot() as SessionSnapshot)
        if (!role) return
        writeStored('role', role)
        // A resumed session stays on the reloaded page if this role may open it: the route guard decides (and
        // /login and /review, reloaded while signed in, send the person on themselves). The guard has been waiting
        // for this very state, unless it let the page load under the terms screen: only then is it asked again.
        // (An eventless transition's actions see the event that began the step.)
        if (!context.resumed) runtime.ports.router.navigate(signedInDestination(role, context.claims?.engagementId))
        else if (event.type === 'terms.saved') runtime.ports.router.revalidate()
      })
    },
    signOut: () => {
      void performSignOut()
    },
    logFailure: ({ event }) => logFailure(`Sign-in step failed (${event.type})`, 'error' in event ? event.error : ''),
  },
})

/**
 * Where a person goes once signed in: the page they were opening when signed out, for the roles that go on to
 * the portal (a review link's session and a new contractor's onboarding have their own first page), else their
 * home. The route guard still decides whether the role may open the saved page.
 */
export const signedInDestination = (role: SessionRole, engagementId: string | null | undefined) =>
  ((role === 'organisationUser' || role === 'contractor') && peekReturnTo()) || destinationFor(role, engagementId)

export const sessionActor = createActor(logic)
sessionActor.start()

const storedAcceptedTermsId = () => readStored('acceptedTermsId')

/**
 * Called once at start-up, before the router loads: a person who was signed in in this browser (local storage keeps
 * their role) resumes the server's sign-in session, unless this page load is the identity provider's answer on
 * /login, a visit to /logout, or an e-mailed review link (which opens a session of its own). Anyone else on /login
 * goes to the identity provider at once.
 */
export const bootSession = () => {
  const { pathname, search } = window.location
  if (pathname === '/logout') return
  const params = new URLSearchParams(search)
  if (pathname === '/login' && params.has('code')) return
  if (/^\/review\/?$/.test(pathname) && params.has('state')) return
  if (readStoredRole() === null) {
    // /login opened without a session: start for the identity provider now, while the router and the page load.
    if (pathname === '/login' && !params.has('error')) startSignIn()
    return
  }
  sessionActor.send({ type: 'session.resume', storedAcceptedTermsId: storedAcceptedTermsId() })
}

/** /login with the identity provider's answer: exchange the code (rule session.sign-in). */
export const completeSignIn = (params: URLSearchParams) => {
  if (!sessionActor.getSnapshot().matches('idle')) return
  runtime.callback = new URLSearchParams(params)
  sessionActor.send({ type: 'signin.start', code: params.get('code'), storedAcceptedTermsId: storedAcceptedTermsId() })
}

/** /login without a session: go to the identity provider. */
export const startSignIn = () => {
  if (!sessionActor.getSnapshot().matches('idle')) return
  sessionActor.send({ type: 'signin.start', code: null, storedAcceptedTermsId: storedAcceptedTermsId() })
}

/** /review?state={token}: the e-mailed link opens its review, whoever was signed in in this tab before. */
export const openReviewLinkSession = (reviewerToken: string) => {
  if (!sessionActor.getSnapshot().matches('idle')) return
  sessionActor.send({ type: 'link.open', linkToken: reviewerToken, storedAcceptedTermsId: storedAcceptedTermsId() })
}

export const signOut = () => {
  if (sessionActor.getSnapshot().can({ type: 'session.signOut' })) sessionActor.send({ type: 'session.signOut' })
  else void performSignOut()
}

/** A 401 on any call (rule session.logout-clears); the toast is the HTTP client's. */
export const expireSession = () => {
  if (runtime.leaving) return
  const snapshot = sessionActor.getSnapshot()
  clearStored()
  if (snapshot.can({ type: 'session.expired' })) sessionActor.send({ type: 'session.expired' })
  else if (!snapshot.matches('idle') && snapshot.status === 'active') void performSignOut()
}

export const selectOrganisation = (organisationId: string) => {
  sessionActor.send({ type: 'organisation.select', organisationId })
}

/** Settled: nothing of the sign-in is under way, so a route guard can decide. */
export const isSettled = (snapshot: SessionSnapshot) =>
  snapshot.status !== 'active' ||
  snapshot.matches('idle') ||
  snapshot.matches('termsRequired') ||
  (snapshot.matches('signedIn') && !snapshot.matches({ signedIn: { organisationUser: 'switchingOrganisation' } }))

export const whenSettled = () => waitFor(sessionActor, isSettled, { timeout: Number.POSITIVE_INFINITY })

/**
 * The session role the person will have once the terms are accepted, asked of the machine itself (pure
 * transitions, no actions run), so the disabled navigation on the terms screen shows the right items.
 */
export const roleAfterTerms = (snapshot: SessionSnapshot): SessionRole | null => {
  let next = snapshot
  if (next.matches('termsRequired')) [next] = transition(logic, next, { type: 'terms.save' })
  if (!next.matches('savingTerms')) return sessionRoleOf(next)
  ;[next] = transition(logic, next, { type: 'terms.saved', agreedTermsId: next.context.latestTermsId })
  return sessionRoleOf(next)
}
