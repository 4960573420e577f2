// POST /api/identity/identity/token: the identity token in, the application access token out.
import { Hono } from 'hono'
import { TokenRequest } from '#domain/actors'
import type { AppDeps } from '../../app.ts'
import { bearerToken } from '../../auth/require-session.ts'
import { decodeBody } from '../../http/decode.ts'
import type { AppEnv } from '../../http/env.ts'
import { issueAccessToken } from './token.service.ts'

export const tokenRoutes = (deps: AppDeps) =>
  new Hono<AppEnv>().post('/identity/token', async (c) => {
    const identity = await deps.identity.verifyIdentityToken(bearerToken(c.req.header('authorization')))
    const body = await decodeBody(c, TokenRequest)
    const accessToken = await issueAccessToken({
      db: deps.db,
      tokens: deps.tokens,
      identity,
      organisationId: body.organisation_id,
    })
    return c.json({ access_token: accessToken })
  })
