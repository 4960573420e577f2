// An external OpenID Connect provider (OIDC_ISSUER), e.g. FusionAuth: identity tokens are verified against its
// published keys (discovery, then a remote JWKS), and the identity calls go to its FusionAuth-compatible API
// (IDENTITY_API_URL, the server's base URL without /api, with IDENTITY_API_KEY) over HTTP.
import { createRemoteJWKSet, type JWTVerifyGetKey, errors as joseErrors, jwtVerify } from 'jose'
import type { Config } from '../config.ts'
import { Conflict, Unauthorized } from '../http/errors.ts'
import { ACCOUNT_EXISTS_MESSAGE } from './embedded-api.ts'
import type { IdentityApi, IdentityProvider, IdentityUser, VerifiedIdentity } from './identity.ts'

const SESSION_MESSAGE = 'Your session has expired. Please log in again to continue.'
const TIMEOUT_MS = 10_000

type Discovery = { issuer: string; jwks: JWTVerifyGetKey }

const discover = async (issuer: string): Promise<Discovery> => {
  const url = `${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`
  const response = await fetch(url, {
    headers: { accept: 'application/json' },
    signal: AbortSignal.timeout(TIMEOUT_MS),
  })
  if (!response.ok) throw new Error(`OpenID discovery at ${url} answered ${response.status}`)
  const document = (await response.json()) as { issuer?: unknown; jwks_uri?: unknown }
  if (typeof document.jwks_uri !== 'string') throw new Error(`OpenID discovery at ${url} has no jwks_uri`)
  return {
    issuer: typeof document.issuer === 'string' ? document.issuer : issuer,
    jwks: createRemoteJWKSet(new URL(document.jwks_uri), { timeoutDuration: TIMEOUT_MS }),
  }
}

/** A token that is simply not valid (as opposed to the provider being unreachable, which is our 500). */
const isInvalidToken = (error: unknown) =>
  error instanceof joseErrors.JOSEError &&
  !(error instanceof joseErrors.JWKSTimeout) &&
  !(error instanceof joseErrors.JWKSInvalid)

/** A FusionAuth user as the API returns it, reduced to the fields we read. */
const toUser = (user: unknown): IdentityUser => {
  const u = (user ?? {}) as Record<string, unknown>
  return {
    id: String(u.id ?? ''),
    email: String(u.email ?? ''),
    verified: u.verified === true,
    ...(typeof u.firstName === 'string' ? { firstName: u.firstName } : {}),
    ...(typeof u.lastName === 'string' ? { lastName: u.lastName } : {}),
  }
}

const isDuplicateEmail = (body: unknown) => {
  const fieldErrors = (body as { fieldErrors?: Record<string, { code?: string }[]> } | null)?.fieldErrors
  return Boolean(fieldErrors?.['user.email']?.some((e) => e.code?.startsWith('[duplicate]')))
}

/** The FusionAuth-compatible identity API over HTTP. */
export const createFusionAuthClient = (options: { apiUrl: string | null; apiKey: string | null }): IdentityApi => {
  const call = async (method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown) => {
    if (!options.apiUrl || !options.apiKey)
      throw new Error('The identity API is not configured: set IDENTITY_API_URL and IDENTITY_API_KEY.')
    const response = await fetch(`${options.apiUrl.replace(/\/$/, '')}/api${path}`, {
      method,
      headers: {
        authorization: options.apiKey,
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    })
    const text = await response.text()
    let json: unknown = null
    try {
      json = text ? JSON.parse(text) : null
    } catch {
      json = null
    }
    return { status: response.status, json }
  }
  const unexpected = (what: string, status: number) => new Error(`Identity API ${what} answered ${status}`)

  return {
    async findUserByEmail(email) {
      const { status, json } = await call('GET', `/user?email=${encodeURIComponent(email)}`)
      if (status === 404) return null
      if (status !== 200) throw unexpected('GET /api/user', status)
      return toUser((json as { user?: unknown } | null)?.user)
    },

    async register({ email, applicationId }) {
      const { status, json } = await call('POST', '/user/registration', {
        registration: { applicationId },
        sendSetPasswordEmail: true,
        skipVerification: false,
        user: { email },
      })
      if (status === 400 && isDuplicateEmail(json)) throw Conflict(ACCOUNT_EXISTS_MESSAGE)
      if (status !== 200) throw unexpected('POST /api/user/registration', status)
      const result = (json ?? {}) as { user?: unknown; changePasswordId?: unknown }
      return {
        user: toUser(result.user),
        changePasswordId: typeof result.changePasswordId === 'string' ? result.changePasswordId : '',
      }
    },

    async forgotPassword({ loginId, applicationId }) {
      const { status, json } = await call('POST', '/user/forgot-password', {
        applicationId,
        loginId,
        sendForgotPasswordEmail: true,
      })
      if (status === 404) return null
      if (status !== 200) throw unexpected('POST /api/user/forgot-password', status)
      const changePasswordId = (json as { changePasswordId?: unknown } | null)?.changePasswordId
      return { changePasswordId: typeof changePasswordId === 'string' ? changePasswordId : '' }
    },

    async deleteUnverifiedUser(email) {
      const found = await call('GET', `/user?email=${encodeURIComponent(email)}`)
      if (found.status === 404) return false
      if (found.status !== 200) throw unexpected('GET /api/user', found.status)
      const user = toUser((found.json as { user?: unknown } | null)?.user)
      if (user.verified || !user.id) return false
      const { status } = await call('DELETE', `/user/${encodeURIComponent(user.id)}?hardDelete=true`)
      if (status === 404) return false
      if (status !== 200) throw unexpected('DELETE /api/user', status)
      return true
    },
  }
}

export const createExternalIdentity = (config: Config): IdentityProvider => {
  const issuer = config.identity.externalIssuer
  if (!issuer) throw new Error('createExternalIdentity needs OIDC_ISSUER.')
  let discovery: Promise<Discovery> | null = null
  const discovered = () => {
    discovery ??= discover(issuer).catch((error) => {
      discovery = null // try again on the next call
      throw error
    })
    return discovery
  }

  const verifyIdentityToken = async (token: string): Promise<VerifiedIdentity> => {
    const { issuer: expectedIssuer, jwks } = await discovered()
    try {
      const { payload } = await jwtVerify(token, jwks, {
        issuer: expectedIssuer,
        audience: config.identity.clientId,
        requiredClaims: ['sub', 'exp', 'iat'],
      })
      if (typeof payload.email !== 'string' || !payload.email) throw Unauthorized(SESSION_MESSAGE)
      return { subject: String(payload.sub), email: payload.email, issuedAt: Number(payload.iat) }
    } catch (error) {
      if (isInvalidToken(error)) throw Unauthorized(SESSION_MESSAGE)
      throw error
    }
  }

  return {
    issuer,
    routes: null,
    verifyIdentityToken,
    api: createFusionAuthClient({ apiUrl: config.identity.apiUrl, apiKey: config.identity.apiKey }),
    close: async () => {},
  }
}
