// A worker's review linked to a client engagement, and the contradictions between the two sets of answers.
import { Hono } from 'hono'
import { Uuid } from '#domain/actors'
import { LinkEngagementBody } from '#domain/answer-contradictions'
import type { AppDeps } from '../../app.ts'
import { requireSession } from '../../auth/require-session.ts'
import { decodeBody, decodeWith } from '../../http/decode.ts'
import type { AppEnv } from '../../http/env.ts'
import { expectedVersion } from '../../http/if-match.ts'
import { engagementComparison } from './engagement-comparison.service.ts'
import { linkReviewToEngagement, listLinkableEngagements, unlinkReview } from './review-link.service.ts'

/** /api/assessments/working-practices-reviews: the worker's link from their review to a client engagement. */
export const reviewLinkRoutes = (deps: AppDeps) =>
  new Hono<AppEnv>()
    .use('*', requireSession(deps.tokens))
    .get('/:id/linkable-engagements', async (c) => {
      const reviewId = decodeWith(Uuid, c.req.param('id'))
      return c.json(await listLinkableEngagements({ db: deps.db, session: c.get('session') }, reviewId))
    })
    .put('/:id/linked-engagement', async (c) => {
      const reviewId = decodeWith(Uuid, c.req.param('id'))
      const body = await decodeBody(c, LinkEngagementBody)
      const caller = { db: deps.db, session: c.get('session') }
      await linkReviewToEngagement(caller, reviewId, body, expectedVersion(c.req.header('if-match'), 'review'))
      return c.json(await engagementComparison(caller, reviewId))
    })
    .delete('/:id/linked-engagement', async (c) => {
      const reviewId = decodeWith(Uuid, c.req.param('id'))
      const caller = { db: deps.db, session: c.get('session') }
      await unlinkReview(caller, reviewId, expectedVersion(c.req.header('if-match'), 'review'))
      return c.json(await engagementComparison(caller, reviewId))
    })

/** /api/assessments/engagements/{id}/contradictions */
export const contradictionsRoutes = (deps: AppDeps) =>
  new Hono<AppEnv>().use('/:id/contradictions', requireSession(deps.tokens)).get('/:id/contradictions', async (c) => {
    const engagementId = decodeWith(Uuid, c.req.param('id'))
    return c.json(await engagementComparison({ db: deps.db, session: c.get('session') }, engagementId))
  })
