// POST /api/identity/identity/token: the identity token in, the application access token out.
import { Hono } from 'hono'
import { TokenRequest } from '#domain/actors'
import { REVIEW_MESSAGES } from '#domain/reviewers'
import type { AppDeps } from '../../app.ts'
import { bearerToken } from '../../auth/require-session.ts'
import { decodeBody } from '../../http/decode.ts'
import type { AppEnv } from '../../http/env.ts'
import { Forbidden } from '../../http/errors.ts'
import { issueReviewerAccessToken } from './reviewer-token.service.ts'
import { issueAccessToken } from './token.service.ts'

export const tokenRoutes = (deps: AppDeps) =>
  new Hono<AppEnv>().post('/identity/token', async (c) => {
    const identity = await deps.identity.verifyIdentityToken(bearerToken(c.req.header('authorization')))
    const body = await decodeBody(c, TokenRequest)
    if (body.reviewer_token !== undefined) {
      // A review link works in no organisation: it opens its one engagement.
      if (body.organisation_id !== null) throw Forbidden(REVIEW_MESSAGES.linkOnlyReview)
      const accessToken = await issueReviewerAccessToken({
        db: deps.db,
        tokens: deps.tokens,
        secret: deps.reviewerLinkSecret,
        identity,
        reviewerToken: body.reviewer_token,
      })
      return c.json({ access_token: accessToken })
    }
    const accessToken = await issueAccessToken({
      db: deps.db,
      tokens: deps.tokens,
      identity,
      organisationId: body.organisation_id,
    })
    return c.json({ access_token: accessToken })
  })
