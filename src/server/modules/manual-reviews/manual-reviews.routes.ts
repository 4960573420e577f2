// The manual reviews' calls (rule api.manual-reviews): the list and the
// assignment under /api/assessments/engagements (mounted before the engagement routes, whose /:id would take
// /manual-reviews), the override under /api/assessments/assessments, and the two lookups (respondents and
// override result codes) under /api/assessments. The override's path and the codes' are not shown in the spec.
import { Hono } from 'hono'
import { Uuid } from '#domain/actors'
import { AssignRequest, ManualReviewsQuery, OVERRIDE_RESULTS, OverrideRequest } from '#domain/manual-reviews'
import { RESPONDENTS } from '#domain/manual-reviews-list'
import type { AppDeps } from '../../app.ts'
import { requireSession } from '../../auth/require-session.ts'
import { decodeBody, decodeQuery, decodeWith } from '../../http/decode.ts'
import type { AppEnv } from '../../http/env.ts'
import { assignManualReview, listManualReviews, manualReviewState, overrideResult } from './manual-reviews.service.ts'

export const manualReviewsRoutes = (deps: AppDeps) =>
  new Hono<AppEnv>()
    .use('/manual-reviews', requireSession(deps.tokens))
    .use('/:id/manual-review', requireSession(deps.tokens))
    .use('/:id/reviewer/:reviewerId/assign', requireSession(deps.tokens))
    .get('/manual-reviews', async (c) =>
      c.json(await listManualReviews({ db: deps.db, session: c.get('session') }, decodeQuery(c, ManualReviewsQuery))),
    )
    .get('/:id/manual-review', async (c) =>
      c.json(await manualReviewState({ db: deps.db, session: c.get('session') }, decodeWith(Uuid, c.req.param('id')))),
    )
    .post('/:id/reviewer/:reviewerId/assign', async (c) => {
      const caller = { db: deps.db, session: c.get('session') }
      const engagementId = decodeWith(Uuid, c.req.param('id'))
      const reviewerId = decodeWith(Uuid, c.req.param('reviewerId'))
      const body = await decodeBody(c, AssignRequest)
      await assignManualReview(caller, engagementId, reviewerId, body.actor_id)
      return c.json(await manualReviewState(caller, engagementId))
    })

export const overrideRoutes = (deps: AppDeps) =>
  new Hono<AppEnv>().use('/:id/override', requireSession(deps.tokens)).post('/:id/override', async (c) => {
    const assessmentId = decodeWith(Uuid, c.req.param('id'))
    await overrideResult({ db: deps.db, session: c.get('session') }, assessmentId, await decodeBody(c, OverrideRequest))
    return c.body(null, 204)
  })

export const manualReviewLookupsRoutes = (deps: AppDeps) =>
  new Hono<AppEnv>()
    .use('/respondents', requireSession(deps.tokens))
    .use('/override-results', requireSession(deps.tokens))
    .get('/respondents', (c) => c.json(RESPONDENTS))
    .get('/override-results', (c) => c.json(OVERRIDE_RESULTS))
