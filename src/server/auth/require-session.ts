// Every /api call but the public ones carries the application access token as a bearer token.
import { createMiddleware } from 'hono/factory'
import type { Permission } from '#domain/roles'
import type { AppEnv } from '../http/env.ts'
import { Forbidden, Unauthorized } from '../http/errors.ts'
import type { AccessTokens } from './access-token.ts'

export const bearerToken = (header: string | undefined): string => {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '')
  if (!match?.[1]) throw Unauthorized('Sign in to continue: the request carries no access token.')
  return match[1]
}

export const requireSession = (tokens: AccessTokens) =>
  createMiddleware<AppEnv>(async (c, next) => {
    c.set('session', await tokens.verify(bearerToken(c.req.header('authorization'))))
    await next()
  })

export const requirePermission = (claims: { permissions: readonly string[] }, permission: Permission) => {
  if (!claims.permissions.includes(permission)) throw Forbidden()
}
