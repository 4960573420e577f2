// Every /api call but the public ones carries the application access token as a bearer token.
import { createMiddleware } from 'hono/factory'
import type { Permission } from '#domain/roles'
import type { AppEnv } from '../http/env.ts'
import { Forbidden, Unauthorized } from '../http/errors.ts'
import type { AccessTokens } from './access-token.ts'
import { refuseOutsideKeyScope } from './api-key-scope.ts'
import { refuseOutsideReviewScope } from './reviewer-link-scope.ts'

export const bearerToken = (header: string | undefined): string => {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '')
  if (!match?.[1]) throw Unauthorized('Sign in to continue: the request carries no access token.')
  return match[1]
}

/**
 * Verifies the access token (or an organisation's API key) and sets the session; a review-link session passes only
 * on the review's calls, and a key only on the calls its capabilities open. A request that passed one such check
 * already (several route groups share a prefix) is not checked, or counted against a key's limit, twice.
 */
export const requireSession = (tokens: AccessTokens) =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (!c.get('session')) {
      const session = await tokens.verify(bearerToken(c.req.header('authorization')))
      refuseOutsideReviewScope(c.req.method, c.req.path, session)
      refuseOutsideKeyScope(c.req.method, c.req.path, session)
      c.set('session', session)
    }
    await next()
  })

export const requirePermission = (claims: { permissions: readonly string[] }, permission: Permission) => {
  if (!claims.permissions.includes(permission)) throw Forbidden()
}
