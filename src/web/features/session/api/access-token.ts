// POST /api/identity/identity/token: the identity token buys the application access token (spec part 1 §7).
import { decodeJwt } from 'jose'
import { type AccessTokenClaims, REVIEWER_TOKEN_PARAM } from '#domain/session'
import { api } from '../../../api/client'

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

/** With a review link's token, the exchange redeems the link for a token scoped to its engagement. */
export const fetchAccessToken = async (
  identityToken: string,
  organisationId: string | null,
  reviewerToken: string | null = null,
) => {
  const response = await api<{ access_token?: unknown }>('/identity/identity/token', {
    method: 'POST',
    headers: { Authorization: `Bearer ${identityToken}` },
    body: { organisation_id: organisationId, ...(reviewerToken ? { [REVIEWER_TOKEN_PARAM]: reviewerToken } : {}) },
  })
  const accessToken = text(response?.access_token)
  if (!accessToken) throw new Error('The token response carries no access_token')
  return { accessToken, claims: claimsOf(accessToken) }
}
