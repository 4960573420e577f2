// The application access token (docs/sessions.md): the identity token opens a sign-in session on the server, which
// then renews short-lived tokens; an e-mailed review link opens a session confined to its review.
import { decodeJwt } from 'jose'
import { FetchError, ofetch } from 'ofetch'
import type { AccessTokenResponse } from '#domain/actors'
import type { AccessTokenClaims } from '#domain/session'

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null)
const list = (value: unknown): string[] => {
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string')
  return typeof value === 'string' && value !== '' ? [value] : []
}

/** The claims of an access token, read without verifying it (the server verifies it on every call). */
export const claimsOf = (accessToken: string): AccessTokenClaims => {
  const payload = decodeJwt(accessToken)
  const actorId = text(payload.actorId)
  if (!actorId) throw new Error('The access token carries no actorId')
  return {
    actorId,
    organisationId: text(payload.organisationId),
    topLevelOrganisationId: text(payload.topLevelOrganisationId),
    roles: list(payload.roles),
    permissions: list(payload.permissions),
    unique_name: text(payload.unique_name) ?? '',
    role: text(payload.role) ?? '',
    contractorId: text(payload.contractorId),
    engagementId: text(payload.engagementId),
  }
}

/** Seconds since the epoch at which the token expires, or null when it says nothing. */
export const expiryOf = (accessToken: string): number | null => {
  try {
    const { exp } = decodeJwt(accessToken)
    return typeof exp === 'number' ? exp : null
  } catch {
    return null
  }
}

// The token calls are the session itself: a refusal is an answer the session machine handles (a reload with no
// session left signs nobody out, a refused link says why), not an error for the global handling of other calls.
const sessionApi = ofetch.create({ baseURL: '/api', retry: 0, headers: { 'content-type': 'application/json' } })

const received = (response: { access_token?: unknown; expires_in?: unknown } | undefined) => {
  const accessToken = text(response?.access_token)
  if (!accessToken) throw new Error('The token response carries no access_token')
  return { accessToken, claims: claimsOf(accessToken) }
}

/** POST identity/identity/token: the identity token opens the sign-in session (its cookie comes back with it). */
export const exchangeIdentityToken = async (identityToken: string) =>
  received(
    await sessionApi<AccessTokenResponse>('/identity/identity/token', {
      method: 'POST',
      headers: { Authorization: `Bearer ${identityToken}` },
      body: { organisation_id: null },
    }),
  )

/** POST identity/session/token: a new access token from the session cookie, in another organisation if asked. */
export const renewAccessToken = async (organisationId?: string | null) =>
  received(
    await sessionApi<AccessTokenResponse>('/identity/session/token', {
      method: 'POST',
      body: organisationId === undefined ? {} : { organisation_id: organisationId },
    }),
  )

/** POST identity/review-link: the link's token opens its review; a refusal carries the server's reason. */
export const openReviewLink = async (reviewerToken: string) => {
  try {
    return received(
      await sessionApi<AccessTokenResponse>('/identity/review-link', {
        method: 'POST',
        body: { reviewer_token: reviewerToken },
      }),
    )
  } catch (error) {
    const message = error instanceof FetchError ? (error.data as { message?: unknown } | undefined)?.message : null
    throw new Error(typeof message === 'string' ? message : 'The review link could not be opened. Try again later.')
  }
}

/** DELETE identity/session: sign-out ends the session on the server, and with it every token it gave. */
export const endSignInSession = () => sessionApi('/identity/session', { method: 'DELETE', keepalive: true })
