// Runs the sign-in and terms machine (machines/session.machine.ts) in the browser: one actor for the whole app,
// with the I/O actions provided here. Each action starts a promise and reports back to the actor with an event.
//
// A reload must not send the person back through the identity provider. When local storage holds an unexpired
// access token (and the identity token it came from), the app "restores" instead of signing in: it starts the
// same flow, but the code exchange answers with the stored identity token and the token fetch with the stored
// access token, without a network call. The actor and the latest terms are loaded as usual, so the machine still
// decides about terms and the session role, and the person stays on the page they reloaded.
import { createActor, type EventFromLogic, type SnapshotFrom, transition, waitFor } from 'xstate'
import { REVIEWER_LINK_ROLE, type SessionRole } from '#domain/roles'
import type { AccessTokenClaims } from '#domain/session'
import { destinationFor } from '#domain/session'
import { sessionMachine } from '#machines/session.machine'
import { loadConfig } from '../../api/config'
import { queryClient } from '../../api/query-client'
import { claimsOf, expiryOf, fetchAccessToken } from './api/access-token'
import { actorQueryOptions, agreeToTerms } from './api/actor'
import { latestTermsQueryOptions } from './api/terms'
import {
  clearPendingAuthorization,
  clearStored,
  peekReturnTo,
  readPendingAuthorization,
  readStored,
  writeStored,
} from './storage'

export type SessionSnapshot = SnapshotFrom<typeof logic>

/** How the session tells the router where to go; connected once the router exists (main.tsx). */
type RouterPort = { navigate: (to: string) => void; revalidate: () => void }
let router: RouterPort = {
  navigate: (to) => window.location.assign(to),
  revalidate: () => {},
}
export const connectSessionToRouter = (port: RouterPort) => {
  router = port
}

/**
 * How the session learns of the person's pending invitations (the invite dialogs on entry) and hides them after
 * "Later"; connected once by the app (main.tsx), which holds the invites feature. Until then loading fails,
 * which the machine treats as "nothing to show" rather than as "no invitations" (that would log people out).
 */
export type InvitesPort = {
  pendingOnEntry: (actorId: string) => Promise<{ count: number; hidden: boolean }>
  hide: (actorId: string) => void
}
let invites: InvitesPort = {
  pendingOnEntry: () => Promise.reject(new Error('The invites are not connected to the session')),
  hide: () => {},
}
export const connectSessionToInvites = (port: InvitesPort) => {
  invites = port
}

// What the machine does not hold: the tokens for the HTTP client (readable while a transition is still running,
// and after `forgetSession` has emptied the context, for the logout hint), the identity provider's callback,
// and a stored session being restored.
const tokens: { identity: string | null; access: string | null } = { identity: null, access: null }
let callback: URLSearchParams | null = null
let restoring: { identityToken: string; accessToken: string; claims: AccessTokenClaims } | null = null
let restoredSession = false
let leaving = false

// The identity provider's side (oauth4webapi) serves only the redirects of sign-in and sign-out, never a page's
// first paint or a restored session: it loads when one of them starts.
const loadOidc = () => import('./oidc')

/** The bearer token of API calls: the access token, else the identity token (spec part 1 §7). */
export const bearerToken = () => tokens.access ?? tokens.identity

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error))
const logFailure = (what: string, error?: unknown) => console.error(`[session] ${what}`, error ?? '')

/** Spec part 1 §8: clear local storage and go to the identity provider's logout, which comes back to /login. */
export const performSignOut = async () => {
  if (leaving) return
  leaving = true
  const hint = tokens.identity ?? readStored('identityToken')
  clearStored()
  clearPendingAuthorization()
  tokens.access = null
  tokens.identity = null
  queryClient.clear()
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

/** The application access token, for an organisation or (null) none yet; reports back to the machine. */
const requestAccessToken = (
  self: SessionSelf,
  identityToken: string | null,
  organisationId: string | null,
  reviewerToken: string | null = null,
) => {
  if (!identityToken) {
    queueMicrotask(() => self.send({ type: 'accessToken.failed', error: 'No identity token' }))
    return
  }
  fetchAccessToken(identityToken, organisationId, reviewerToken).then(
    ({ accessToken, claims }) => {
      tokens.access = accessToken
      writeStored('accessToken', accessToken)
      self.send({ type: 'accessToken.received', accessToken, claims })
      if (organisationId !== null) {
        // Data is scoped by organisation: what was loaded for the previous one is stale now (and the selector
        // learns of an organisation just joined).
        writeStored('selectedOrganisation', organisationId)
        void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'config' })
        router.revalidate()
      }
    },
    (error) => self.send({ type: 'accessToken.failed', error: messageOf(error) }),
  )
}

const logic = sessionMachine.provide({
  actions: {
    redirectToProvider: ({ event }) => {
      if (event.type !== 'signin.start') return
      Promise.all([loadConfig(), loadOidc()])
        .then(([config, { beginAuthorization }]) => beginAuthorization(config.identity, event.reviewerToken))
        .catch((error) => logFailure('Could not reach the identity provider', error))
    },
    exchangeCode: ({ self }) => {
      if (restoring) {
        const { identityToken } = restoring
        queueMicrotask(() => self.send({ type: 'code.exchanged', identityToken }))
        return
      }
      const params = callback
      callback = null
      if (!params) {
        queueMicrotask(() => self.send({ type: 'code.failed', error: 'No callback parameters' }))
        return
      }
      Promise.all([loadConfig(), loadOidc()])
        .then(([config, { completeAuthorization }]) => completeAuthorization(config.identity, params))
        .then(
          ({ identityToken }) => {
            tokens.identity = identityToken
            writeStored('identityToken', identityToken)
            self.send({ type: 'code.exchanged', identityToken })
          },
          (error) => self.send({ type: 'code.failed', error: messageOf(error) }),
        )
    },
    fetchAccessToken: ({ self, context, event }) => {
      const organisationId = event.type === 'organisation.select' ? event.organisationId : null
      if (restoring && organisationId === null) {
        const { accessToken, claims } = restoring
        restoring = null
        queueMicrotask(() => self.send({ type: 'accessToken.received', accessToken, claims }))
        return
      }
      const identityToken = event.type === 'code.exchanged' ? event.identityToken : context.identityToken
      // A review link is redeemed by the first exchange only; it never works within an organisation.
      requestAccessToken(self, identityToken, organisationId, organisationId === null ? context.reviewerToken : null)
    },
    enterJoinedOrganisation: ({ self, context }) =>
      requestAccessToken(self, context.identityToken, context.joinedOrganisationId),
    loadInvites: ({ self, context }) => {
      const actorId = context.claims?.actorId
      if (!actorId) {
        queueMicrotask(() => self.send({ type: 'invites.failed', error: 'No actor' }))
        return
      }
      invites.pendingOnEntry(actorId).then(
        ({ count, hidden }) => self.send({ type: 'invites.loaded', count, hidden }),
        (error) => self.send({ type: 'invites.failed', error: messageOf(error) }),
      )
    },
    hideInvites: ({ context }) => {
      if (context.claims) invites.hide(context.claims.actorId)
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
    goToDestination: ({ context }) => {
      // The action runs inside the transition; the session role is the state the transition lands in.
      queueMicrotask(() => {
        const role = sessionRoleOf(sessionActor.getSnapshot())
        if (!role) return
        writeStored('role', role)
        // A restored session stays on the reloaded page if this role may open it: the route guard decides
        // (and /login and /review, reloaded while signed in, send the person on themselves).
        if (restoredSession) router.revalidate()
        else router.navigate(signedInDestination(role, context.claims?.engagementId))
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

/** A stored, unexpired session (access token with the identity token it came from), or null. */
const readStoredSession = () => {
  const accessToken = readStored('accessToken')
  const identityToken = readStored('identityToken')
  if (!accessToken || !identityToken) return null
  const expiry = expiryOf(accessToken)
  if (expiry === null || expiry * 1000 <= Date.now() + 10_000) return null
  try {
    return { accessToken, identityToken, claims: claimsOf(accessToken) }
  } catch {
    return null
  }
}

/**
 * Called once at start-up, before the router loads: restores a stored session, unless this page load is the
 * identity provider's answer on /login or a visit to /logout.
 */
export const bootSession = () => {
  const { pathname, search } = window.location
  if (pathname === '/logout') return
  if (pathname === '/login' && new URLSearchParams(search).has('code')) return
  // A new e-mailed review link signs in afresh, for its own engagement.
  if (/^\/review\/?$/.test(pathname) && new URLSearchParams(search).has('state')) return
  const stored = readStoredSession()
  if (!stored) return
  restoring = stored
  restoredSession = true
  tokens.identity = stored.identityToken
  tokens.access = stored.accessToken
  sessionActor.send({
    type: 'signin.start',
    code: 'stored-session',
    reviewerToken: null,
    storedAcceptedTermsId: storedAcceptedTermsId(),
  })
}

/** /login with the identity provider's answer: exchange the code (spec part 1 §4 step 2). */
export const completeSignIn = (params: URLSearchParams) => {
  if (!sessionActor.getSnapshot().matches('idle')) return
  callback = new URLSearchParams(params)
  sessionActor.send({
    type: 'signin.start',
    code: params.get('code'),
    // The token was kept in this tab when the sign-in began; the OAuth state carries nothing but randomness.
    reviewerToken: readPendingAuthorization()?.reviewerToken ?? null,
    storedAcceptedTermsId: storedAcceptedTermsId(),
  })
}

/** /login, /review without a session: go to the identity provider, carrying the review link's token if any. */
export const startSignIn = (reviewerToken: string | null) => {
  if (!sessionActor.getSnapshot().matches('idle')) return
  sessionActor.send({ type: 'signin.start', code: null, reviewerToken, storedAcceptedTermsId: storedAcceptedTermsId() })
}

export const signOut = () => {
  if (sessionActor.getSnapshot().can({ type: 'session.signOut' })) sessionActor.send({ type: 'session.signOut' })
  else void performSignOut()
}

/** A 401 on any call (spec part 1 §8); the toast is the HTTP client's. */
export const expireSession = () => {
  if (leaving) return
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
