// Working practices reviews and one-off assessments (rule api.working-practices):
// the worker's own reviews and their start, the provider's one-off contractors and each one's reviews, and the
// business sizes. The /engagements paths are mounted before the engagement routes, whose "/:id" would take them.
import { asc } from 'drizzle-orm'
import * as Schema from 'effect/Schema'
import { Hono } from 'hono'
import { Uuid } from '#domain/actors'
import { Created, IdParam } from '#domain/api-contract'
import {
  BusinessSizes,
  CreateWorkingPracticeReview,
  OneOffContractor,
  OneOffContractorPage,
  OneOffQuery,
  OwnReviewPatch,
  ReviewListQuery,
  WorkingPracticeReviewPage,
} from '#domain/working-practices'
import type { AppDeps } from '../../app.ts'
import { requireSession } from '../../auth/require-session.ts'
import { businessSizes } from '../../db/schema.ts'
import { described } from '../../http/described-route.ts'
import type { AppEnv } from '../../http/env.ts'
import { listContractorReviews, listOneOffContractors, oneOffContractor } from './one-off-assessments.service.ts'
import { createWorkingPracticeReview, listOwnReviews, setOwnReviewArchived } from './working-practices.service.ts'

const tag = 'Working practices reviews'
const ContractorParam = Schema.Struct({ contractorId: Uuid })

/** Under /api/assessments/engagements. */
export const workingPracticeEngagementsRoutes = (deps: AppDeps) =>
  new Hono<AppEnv>()
    .use('/working-practise-reviews', requireSession(deps.tokens))
    .use('/one-off-assessments', requireSession(deps.tokens))
    .get(
      '/working-practise-reviews',
      described(
        {
          summary: "The worker's own working practices reviews",
          tag,
          query: ReviewListQuery,
          responses: { 200: WorkingPracticeReviewPage },
          errors: [403],
        },
        async (c, { query }) => c.json(await listOwnReviews({ db: deps.db, session: c.get('session') }, query)),
      ),
    )
    .use('/working-practise-reviews/*', requireSession(deps.tokens))
    .patch(
      '/working-practise-reviews/:id',
      described(
        {
          summary: 'Archive or unarchive one of the worker’s own reviews',
          tag,
          params: IdParam,
          body: OwnReviewPatch,
          responses: { 204: null },
          errors: [403, 404, 409],
        },
        async (c, { params, body }) => {
          await setOwnReviewArchived({ db: deps.db, session: c.get('session') }, params.id, body)
          return c.body(null, 204)
        },
      ),
    )
    .post(
      '/working-practise-reviews',
      described(
        {
          summary: 'Start a working practices review',
          description: 'A contractor’s own review, owned by the provider and answered with the full question set.',
          tag,
          body: CreateWorkingPracticeReview,
          responses: { 201: Created },
          errors: [403, 404, 409],
        },
        async (c, { body }) =>
          c.json(await createWorkingPracticeReview({ db: deps.db, session: c.get('session') }, body), 201),
      ),
    )
    .get(
      '/one-off-assessments',
      described(
        {
          summary: 'The workers who have run a working practices review, for the provider’s team',
          tag,
          query: OneOffQuery,
          responses: { 200: OneOffContractorPage },
          errors: [403],
        },
        async (c, { query }) => c.json(await listOneOffContractors({ db: deps.db, session: c.get('session') }, query)),
      ),
    )

/** /api/assessments/master-contractors: a one-off worker's record and reviews, for the provider's team. */
export const masterContractorsRoutes = (deps: AppDeps) =>
  new Hono<AppEnv>()
    .use('*', requireSession(deps.tokens))
    .get(
      '/:contractorId',
      described(
        {
          summary: "A one-off worker's details",
          tag,
          params: ContractorParam,
          responses: { 200: OneOffContractor },
          errors: [403, 404],
        },
        async (c, { params }) =>
          c.json(await oneOffContractor({ db: deps.db, session: c.get('session') }, params.contractorId)),
      ),
    )
    .get(
      '/:contractorId/engagements',
      described(
        {
          summary: "A one-off worker's working practices reviews",
          tag,
          params: ContractorParam,
          query: ReviewListQuery,
          responses: { 200: WorkingPracticeReviewPage },
          errors: [403, 404],
        },
        async (c, { params, query }) =>
          c.json(await listContractorReviews({ db: deps.db, session: c.get('session') }, params.contractorId, query)),
      ),
    )

/** /api/assessments/business-sizes: the end client's sizes a review offers. */
export const businessSizesRoutes = (deps: AppDeps) =>
  new Hono<AppEnv>().use('*', requireSession(deps.tokens)).get(
    '/',
    described(
      { summary: "The end client's sizes a review offers", tag, responses: { 200: BusinessSizes } },
      async (c) => c.json(await deps.db.select().from(businessSizes).orderBy(asc(businessSizes.id))),
    ),
  )
