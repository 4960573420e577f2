// The application access token: a JWT this server signs after the identity token exchange.
import { jwtVerify, SignJWT } from 'jose'
import type { AccessTokenClaims } from '#domain/session'
import { Unauthorized } from '../http/errors.ts'

const ISSUER = 'ir35-portal'
const AUDIENCE = 'ir35-portal-api'

export type AccessTokens = {
  sign(claims: AccessTokenClaims): Promise<string>
  verify(token: string): Promise<AccessTokenClaims>
}

export const createAccessTokens = (secret: string, ttlSeconds: number): AccessTokens => {
  const key = new TextEncoder().encode(secret)
  return {
    sign: (claims) =>
      new SignJWT({ ...claims })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(claims.actorId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key),
    verify: async (token) => {
      try {
        const { payload } = await jwtVerify(token, key, { issuer: ISSUER, audience: AUDIENCE, algorithms: ['HS256'] })
        return {
          actorId: String(payload.actorId),
          organisationId: (payload.organisationId as string | null) ?? null,
          topLevelOrganisationId: (payload.topLevelOrganisationId as string | null) ?? null,
          roles: (payload.roles as string[]) ?? [],
          permissions: (payload.permissions as string[]) ?? [],
          unique_name: String(payload.unique_name ?? ''),
          role: String(payload.role ?? ''),
          contractorId: (payload.contractorId as string | null) ?? null,
          engagementId: (payload.engagementId as string | null) ?? null,
        }
      } catch {
        throw Unauthorized('Your session has expired. Please log in again to continue.')
      }
    },
  }
}
