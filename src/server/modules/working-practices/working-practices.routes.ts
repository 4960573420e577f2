// Working practices reviews and one-off assessments (rule api.working-practices):
// the worker's own reviews and their start, the provider's one-off contractors and each one's reviews, and the
// business sizes. The /engagements paths are mounted before the engagement routes, whose "/:id" would take them.
import { asc } from 'drizzle-orm'
import { Hono } from 'hono'
import { Uuid } from '#domain/actors'
import { CreateWorkingPracticeReview, OneOffQuery, OwnReviewPatch, ReviewListQuery } from '#domain/working-practices'
import type { AppDeps } from '../../app.ts'
import { requireSession } from '../../auth/require-session.ts'
import { businessSizes } from '../../db/schema.ts'
import { decodeBody, decodeQuery, decodeWith } from '../../http/decode.ts'
import type { AppEnv } from '../../http/env.ts'
import { listContractorReviews, listOneOffContractors, oneOffContractor } from './one-off-assessments.service.ts'
import { createWorkingPracticeReview, listOwnReviews, setOwnReviewArchived } from './working-practices.service.ts'

/** Under /api/assessments/engagements. */
export const workingPracticeEngagementsRoutes = (deps: AppDeps) =>
  new Hono<AppEnv>()
    .use('/working-practise-reviews', requireSession(deps.tokens))
    .use('/one-off-assessments', requireSession(deps.tokens))
    .get('/working-practise-reviews', async (c) =>
      c.json(await listOwnReviews({ db: deps.db, session: c.get('session') }, decodeQuery(c, ReviewListQuery))),
    )
    .use('/working-practise-reviews/*', requireSession(deps.tokens))
    .patch('/working-practise-reviews/:id', async (c) => {
      const reviewId = decodeWith(Uuid, c.req.param('id'))
      const patch = await decodeBody(c, OwnReviewPatch)
      await setOwnReviewArchived({ db: deps.db, session: c.get('session') }, reviewId, patch)
      return c.body(null, 204)
    })
    .post('/working-practise-reviews', async (c) => {
      const body = await decodeBody(c, CreateWorkingPracticeReview)
      return c.json(await createWorkingPracticeReview({ db: deps.db, session: c.get('session') }, body), 201)
    })
    .get('/one-off-assessments', async (c) =>
      c.json(await listOneOffContractors({ db: deps.db, session: c.get('session') }, decodeQuery(c, OneOffQuery))),
    )

/** /api/assessments/master-contractors: a one-off worker's record and reviews, for the provider's team. */
export const masterContractorsRoutes = (deps: AppDeps) =>
  new Hono<AppEnv>()
    .use('*', requireSession(deps.tokens))
    .get('/:contractorId', async (c) => {
      const contractorId = decodeWith(Uuid, c.req.param('contractorId'))
      return c.json(await oneOffContractor({ db: deps.db, session: c.get('session') }, contractorId))
    })
    .get('/:contractorId/engagements', async (c) => {
      const contractorId = decodeWith(Uuid, c.req.param('contractorId'))
      const query = decodeQuery(c, ReviewListQuery)
      return c.json(await listContractorReviews({ db: deps.db, session: c.get('session') }, contractorId, query))
    })

/** /api/assessments/business-sizes: the end client's sizes a review offers. */
export const businessSizesRoutes = (deps: AppDeps) =>
  new Hono<AppEnv>()
    .use('*', requireSession(deps.tokens))
    .get('/', async (c) => c.json(await deps.db.select().from(businessSizes).orderBy(asc(businessSizes.id))))
