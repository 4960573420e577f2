// The application access token: a short-lived JWT this server signs for a sign-in session (docs/sessions.md). It names
// its session (`sid`), and is refused once that session has ended, however long the token itself has left.
import { jwtVerify, SignJWT } from 'jose'
import type { AccessTokenClaims } from '#domain/session'
import { Unauthorized } from '../http/errors.ts'
import { SESSION_ENDED_MESSAGE, type SignInSessions } from './sign-in-sessions.ts'

const ISSUER = 'ir35-portal'
const AUDIENCE = 'ir35-portal-api'
/** How many verified tokens are remembered: about one per person signed in at a time. */
const REMEMBERED = 1000

export type AccessTokens = {
  /** The token of a session's claims, and how many seconds it lives. */
  sign(claims: AccessTokenClaims, sessionId: string): Promise<string>
  readonly ttlSeconds: number
  verify(token: string): Promise<AccessTokenClaims>
}

export const createAccessTokens = (
  secret: string,
  ttlSeconds: number,
  sessions: Pick<SignInSessions, 'assertLive'>,
): AccessTokens => {
  const key = new TextEncoder().encode(secret)
  // A browser sends the same token with every call: its signature is checked once, and until the token expires
  // the same string is known to carry the same claims (frozen, as every request shares them).
  const verified = new Map<string, { claims: AccessTokenClaims; expiresAt: number }>()
  const remember = (token: string, claims: AccessTokenClaims, expiresAt: number | undefined) => {
    if (expiresAt === undefined) return claims
    if (verified.size >= REMEMBERED) verified.delete(verified.keys().next().value!)
    Object.freeze(claims.roles)
    Object.freeze(claims.permissions)
    verified.set(token, { claims: Object.freeze(claims), expiresAt })
    return claims
  }
  const claimsOf = async (token: string) => {
    const known = verified.get(token)
    // Expired when exp is now or past, in whole seconds, as the signature check itself decides.
    if (known && known.expiresAt > Math.floor(Date.now() / 1000)) return known.claims
    if (known) verified.delete(token)
    try {
      const { payload } = await jwtVerify(token, key, { issuer: ISSUER, audience: AUDIENCE, algorithms: ['HS256'] })
      return remember(
        token,
        {
          actorId: String(payload.actorId),
          organisationId: (payload.organisationId as string | null) ?? null,
          topLevelOrganisationId: (payload.topLevelOrganisationId as string | null) ?? null,
          roles: (payload.roles as string[]) ?? [],
          permissions: (payload.permissions as string[]) ?? [],
          unique_name: String(payload.unique_name ?? ''),
          role: String(payload.role ?? ''),
          contractorId: (payload.contractorId as string | null) ?? null,
          engagementId: (payload.engagementId as string | null) ?? null,
          sessionId: typeof payload.sid === 'string' ? payload.sid : undefined,
        },
        payload.exp,
      )
    } catch {
      throw Unauthorized(SESSION_ENDED_MESSAGE)
    }
  }
  return {
    ttlSeconds,
    sign: (claims, sessionId) =>
      new SignJWT({ ...claims, sessionId: undefined, sid: sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(claims.actorId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key),
    // The signature is checked once per token; whether its session is still live, on every call.
    verify: async (token) => {
      const claims = await claimsOf(token)
      await sessions.assertLive(claims.sessionId)
      return claims
    },
  }
}
