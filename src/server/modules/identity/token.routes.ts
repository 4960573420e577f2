// The application access token and the sign-in session behind it (docs/sessions.md):
// POST /api/identity/identity/token   the identity token opens a session (the spec's exchange);
// POST /api/identity/session/token    the session cookie renews the token, or switches organisation;
// DELETE /api/identity/session        sign-out: the session ends, and with it every token it gave;
// POST /api/identity/review-link      an e-mailed review link opens a session confined to its review.
import { type Context, Hono } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import { type AccessTokenResponse, ReviewLinkRequest, SessionTokenRequest, TokenRequest } from '#domain/actors'
import type { AppDeps } from '../../app.ts'
import { bearerToken } from '../../auth/require-session.ts'
import { ACCOUNT_SESSION_SECONDS, REVIEW_LINK_SESSION_SECONDS, SESSION_COOKIE } from '../../auth/sign-in-sessions.ts'
import { decodeBody } from '../../http/decode.ts'
import type { AppEnv } from '../../http/env.ts'
import { Forbidden } from '../../http/errors.ts'
import { openReviewLinkSession } from './reviewer-token.service.ts'
import { exchangeIdentityToken, renewAccessToken } from './token.service.ts'

const COOKIE_PATH = '/api/identity'

export const tokenRoutes = (deps: AppDeps) => {
  const publicOrigin = new URL(deps.config.publicUrl).origin
  const secure = deps.config.publicUrl.startsWith('https:')
  const sessionDeps = { db: deps.db, tokens: deps.tokens, sessions: deps.sessions }

  // The cookie is httpOnly and SameSite=Strict; a call from another site's page is refused besides.
  const refuseForeignOrigin = (c: Context) => {
    const origin = c.req.header('origin')
    if (origin && origin !== 'null' && origin !== publicOrigin && origin !== new URL(c.req.url).origin)
      throw Forbidden('This request was sent from another site.')
  }
  const keepCookie = (c: Context, cookie: string, maxAge: number) =>
    setCookie(c, SESSION_COOKIE, cookie, { httpOnly: true, sameSite: 'Strict', secure, path: COOKIE_PATH, maxAge })
  const answer = (c: Context, token: { accessToken: string; expiresIn: number }) => {
    c.header('cache-control', 'no-store')
    return c.json<AccessTokenResponse>({ access_token: token.accessToken, expires_in: token.expiresIn })
  }

  return new Hono<AppEnv>()
    .post('/identity/token', async (c) => {
      refuseForeignOrigin(c)
      const identityToken = bearerToken(c.req.header('authorization'))
      const identity = await deps.identity.verifyIdentityToken(identityToken)
      const body = await decodeBody(c, TokenRequest)
      const exchanged = await exchangeIdentityToken(sessionDeps, {
        identity,
        identityToken,
        organisationId: body.organisation_id,
      })
      if (exchanged.cookie) keepCookie(c, exchanged.cookie, ACCOUNT_SESSION_SECONDS)
      return answer(c, exchanged)
    })
    .post('/session/token', async (c) => {
      refuseForeignOrigin(c)
      const body = await decodeBody(c, SessionTokenRequest)
      return answer(
        c,
        await renewAccessToken(sessionDeps, {
          cookie: getCookie(c, SESSION_COOKIE),
          organisationId: body.organisation_id,
        }),
      )
    })
    .delete('/session', async (c) => {
      refuseForeignOrigin(c)
      // The browser's cookie, or an API client's access token: either names the session to end.
      const session = await deps.sessions.fromCookie(getCookie(c, SESSION_COOKIE))
      if (session) await deps.sessions.end(session.id)
      const bearer = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1]
      const claims = bearer ? await deps.tokens.verify(bearer).catch(() => null) : null
      if (claims?.sessionId) await deps.sessions.end(claims.sessionId)
      deleteCookie(c, SESSION_COOKIE, { path: COOKIE_PATH, secure })
      return c.body(null, 204)
    })
    .post('/review-link', async (c) => {
      refuseForeignOrigin(c)
      const body = await decodeBody(c, ReviewLinkRequest)
      const opened = await openReviewLinkSession(
        { ...sessionDeps, secret: deps.reviewerLinkSecret },
        body.reviewer_token,
      )
      keepCookie(c, opened.cookie, REVIEW_LINK_SESSION_SECONDS)
      return answer(c, opened)
    })
}
