// The application access token and the sign-in session behind it (docs/sessions.md):
// POST /api/identity/identity/token   the identity token opens a session (the spec's exchange);
// POST /api/identity/session/token    the session cookie renews the token, or switches organisation;
// DELETE /api/identity/session        sign-out: the session ends, and with it every token it gave;
// POST /api/identity/review-link      an e-mailed review link opens a session confined to its review.
import { type Context, Hono } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import { AccessTokenResponse, ReviewLinkRequest, SessionTokenRequest, TokenRequest } from '#domain/actors'
import type { AppDeps } from '../../app.ts'
import { bearerToken } from '../../auth/require-session.ts'
import { ACCOUNT_SESSION_SECONDS, REVIEW_LINK_SESSION_SECONDS, SESSION_COOKIE } from '../../auth/sign-in-sessions.ts'
import { described } from '../../http/described-route.ts'
import type { AppEnv } from '../../http/env.ts'
import { Forbidden } from '../../http/errors.ts'
import { openReviewLinkSession } from './reviewer-token.service.ts'
import { exchangeIdentityToken, renewAccessToken } from './token.service.ts'

const COOKIE_PATH = '/api/identity'
const tag = 'Sign-in'
const SAME_SITE = "A call from another site's page (its Origin) is refused with 403."

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
    return c.json({ access_token: token.accessToken, expires_in: token.expiresIn } satisfies AccessTokenResponse)
  }

  return new Hono<AppEnv>()
    .post(
      '/identity/token',
      described(
        {
          summary: 'Exchange an identity token for an access token, opening a sign-in session',
          description:
            "The identity provider's id_token goes as `Authorization: Bearer <id_token>` (not an access token). " +
            '`organisation_id` chooses the organisation to work in (null: none yet; always null for a contractor). ' +
            `A person signing in with an account also gets the session cookie, which renews the token. ${SAME_SITE}`,
          tag,
          auth: 'none',
          body: TokenRequest,
          responses: { 200: AccessTokenResponse },
          errors: [401, 403],
        },
        async (c, { body }) => {
          refuseForeignOrigin(c)
          const identityToken = bearerToken(c.req.header('authorization'))
          const identity = await deps.identity.verifyIdentityToken(identityToken)
          const exchanged = await exchangeIdentityToken(sessionDeps, {
            identity,
            identityToken,
            organisationId: body.organisation_id,
          })
          if (exchanged.cookie) keepCookie(c, exchanged.cookie, ACCOUNT_SESSION_SECONDS)
          return answer(c, exchanged)
        },
      ),
    )
    .post(
      '/session/token',
      described(
        {
          summary: 'Renew the access token from the sign-in session, or switch organisation',
          description:
            'The session is named by its httpOnly cookie. `organisation_id` switches to another organisation; ' +
            `without it the token is renewed in the one the session works in. 401 once the session has ended. ${SAME_SITE}`,
          tag,
          auth: 'none',
          body: SessionTokenRequest,
          responses: { 200: AccessTokenResponse },
          errors: [401, 403],
        },
        async (c, { body }) => {
          refuseForeignOrigin(c)
          return answer(
            c,
            await renewAccessToken(sessionDeps, {
              cookie: getCookie(c, SESSION_COOKIE),
              organisationId: body.organisation_id,
            }),
          )
        },
      ),
    )
    .delete(
      '/session',
      described(
        {
          summary: 'Sign out: end the sign-in session and every access token it gave',
          description: `The session is named by its cookie or by an access token sent as the bearer. ${SAME_SITE}`,
          tag,
          auth: 'none',
          responses: { 204: null },
          errors: [403],
        },
        async (c) => {
          refuseForeignOrigin(c)
          // The browser's cookie, or an API client's access token: either names the session to end.
          const session = await deps.sessions.fromCookie(getCookie(c, SESSION_COOKIE))
          if (session) await deps.sessions.end(session.id)
          const bearer = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '')?.[1]
          const claims = bearer ? await deps.tokens.verify(bearer).catch(() => null) : null
          if (claims?.sessionId) await deps.sessions.end(claims.sessionId)
          deleteCookie(c, SESSION_COOKIE, { path: COOKIE_PATH, secure })
          return c.body(null, 204)
        },
      ),
    )
    .post(
      '/review-link',
      described(
        {
          summary: 'Open a session confined to one review, from an e-mailed review link',
          description:
            "The link's token opens a session that reaches only its review; 401 for a link that is not one, 410 " +
            `once it has expired or its review is finished. ${SAME_SITE}`,
          tag,
          auth: 'none',
          body: ReviewLinkRequest,
          responses: { 200: AccessTokenResponse },
          errors: [401, 403, 410],
        },
        async (c, { body }) => {
          refuseForeignOrigin(c)
          const opened = await openReviewLinkSession(
            { ...sessionDeps, secret: deps.reviewerLinkSecret },
            body.reviewer_token,
          )
          keepCookie(c, opened.cookie, REVIEW_LINK_SESSION_SECONDS)
          return answer(c, opened)
        },
      ),
    )
}
