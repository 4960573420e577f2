// What the browser keeps between page loads: acceptedTermsId and role, and the chosen organisation. Tokens are held
// in memory only (docs/sessions.md): a reload renews the access token from the server's sign-in session.
import { HOME_COOKIE, type HomeKind } from '#domain/home-hint'
import type { SessionRole } from '#domain/roles'

export const STORAGE_KEYS = {
  acceptedTermsId: 'acceptedTermsId',
  role: 'role',
  selectedOrganisation: 'selectedTopLevelOrganisationId',
} as const
type StorageKey = keyof typeof STORAGE_KEYS

const safely = <T>(work: () => T, fallback: T): T => {
  try {
    return work()
  } catch {
    return fallback // storage disabled (private mode, policy): the session lives in memory only
  }
}

export const readStored = (key: StorageKey): string | null =>
  safely(() => localStorage.getItem(STORAGE_KEYS[key]), null)

export const writeStored = (key: StorageKey, value: string | null) =>
  safely(() => {
    if (value === null) localStorage.removeItem(STORAGE_KEYS[key])
    else localStorage.setItem(STORAGE_KEYS[key], value)
  }, undefined)

/** Logout and a 401 clear local storage (rule session.logout-clears), and the home this browser showed. */
export const clearStored = () =>
  safely(() => {
    localStorage.clear()
    writeHomeCookie('', 0)
  }, undefined)

/** The home `/` showed, for the heading the server writes into the next first paint of `/` (domain/home-hint.ts). */
export const rememberHome = (kind: HomeKind) => safely(() => writeHomeCookie(kind, 365 * 24 * 60 * 60), undefined)

const writeHomeCookie = (value: string, maxAgeSeconds: number) => {
  const secure = window.location.protocol === 'https:' ? '; secure' : ''
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not yet in every browser the portal serves.
  document.cookie = `${HOME_COOKIE}=${value}; path=/; max-age=${maxAgeSeconds}; samesite=lax${secure}`
}

export const readStoredRole = (): SessionRole | null => {
  const role = readStored('role')
  return role === 'organisationUser' ||
    role === 'contractor' ||
    role === 'newContractor' ||
    role === 'reviewer-via-email-link'
    ? role
    : null
}

// The authorization request in flight: PKCE verifier, expected state and nonce. Kept in sessionStorage, which
// belongs to this tab and survives the round trip to the identity provider.
const PENDING_KEY = 'ir35.pendingAuthorization'
export type PendingAuthorization = { state: string; nonce: string; codeVerifier: string }

export const savePendingAuthorization = (pending: PendingAuthorization) =>
  safely(() => sessionStorage.setItem(PENDING_KEY, JSON.stringify(pending)), undefined)

export const readPendingAuthorization = (): PendingAuthorization | null =>
  safely(() => {
    const raw = sessionStorage.getItem(PENDING_KEY)
    if (!raw) return null
    const parsed: unknown = JSON.parse(raw)
    if (typeof parsed !== 'object' || parsed === null) return null
    const { state, nonce, codeVerifier } = parsed as Record<string, unknown>
    if (typeof state !== 'string' || typeof nonce !== 'string' || typeof codeVerifier !== 'string') return null
    return { state, nonce, codeVerifier }
  }, null)

export const clearPendingAuthorization = () => safely(() => sessionStorage.removeItem(PENDING_KEY), undefined)

// Where a signed-out visitor was going (a mailed link, a bookmark): the page to open once they have signed in.
// In sessionStorage, like the authorization in flight, so it survives the round trip to the identity provider.
const RETURN_TO_KEY = 'ir35.returnTo'

/** Only a path of this site: never another origin (`//host`), and never the sign-in pages themselves. */
const isReturnablePath = (path: string) =>
  path.startsWith('/') && !path.startsWith('//') && !/^\/(login|logout)(?:[/?#]|$)/.test(path)

export const saveReturnTo = (path: string) =>
  safely(() => {
    if (isReturnablePath(path)) sessionStorage.setItem(RETURN_TO_KEY, path)
  }, undefined)

export const peekReturnTo = (): string | null =>
  safely(() => {
    const path = sessionStorage.getItem(RETURN_TO_KEY)
    return path !== null && isReturnablePath(path) ? path : null
  }, null)

/** Forgotten once a signed-in person reaches a guarded page: the saved page is for the first arrival only. */
export const clearReturnTo = () => safely(() => sessionStorage.removeItem(RETURN_TO_KEY), undefined)

// The identity token, kept in this tab only as the hint that lets the identity provider sign the person out without
// asking: it buys nothing once the sign-in session it opened has ended.
const LOGOUT_HINT_KEY = 'ir35.logoutHint'

export const saveLogoutHint = (identityToken: string) =>
  safely(() => sessionStorage.setItem(LOGOUT_HINT_KEY, identityToken), undefined)

export const takeLogoutHint = (): string | null =>
  safely(() => {
    const hint = sessionStorage.getItem(LOGOUT_HINT_KEY)
    sessionStorage.removeItem(LOGOUT_HINT_KEY)
    return hint
  }, null)
