// The manual reviews' calls (rule api.manual-reviews): the list and the
// assignment under /api/assessments/engagements (mounted before the engagement routes, whose /:id would take
// /manual-reviews), the override under /api/assessments/assessments, and the two lookups (respondents and
// override result codes) under /api/assessments. The override's path and the codes' are not shown in the spec.
import * as Schema from 'effect/Schema'
import { Hono } from 'hono'
import { Uuid } from '#domain/actors'
import { IdParam } from '#domain/api-contract'
import {
  AssignRequest,
  CodeNames,
  ManualReviewState,
  ManualReviewsPage,
  ManualReviewsQuery,
  OVERRIDE_RESULTS,
  OverrideRequest,
} from '#domain/manual-reviews'
import { RESPONDENTS } from '#domain/manual-reviews-list'
import type { AppDeps } from '../../app.ts'
import { requireSession } from '../../auth/require-session.ts'
import { described } from '../../http/described-route.ts'
import type { AppEnv } from '../../http/env.ts'
import { assignManualReview, listManualReviews, manualReviewState, overrideResult } from './manual-reviews.service.ts'

const tag = 'Manual reviews'

export const manualReviewsRoutes = (deps: AppDeps) =>
  new Hono<AppEnv>()
    .use('/manual-reviews', requireSession(deps.tokens))
    .use('/:id/manual-review', requireSession(deps.tokens))
    .use('/:id/reviewer/:reviewerId/assign', requireSession(deps.tokens))
    .get(
      '/manual-reviews',
      described(
        {
          summary: "The provider's manual reviews, open or finalised",
          tag,
          query: ManualReviewsQuery,
          responses: { 200: ManualReviewsPage },
          errors: [403, 404],
        },
        async (c, { query }) => c.json(await listManualReviews({ db: deps.db, session: c.get('session') }, query)),
      ),
    )
    .get(
      '/:id/manual-review',
      described(
        {
          summary: "An engagement's manual review: its state, its assignee and what the caller may do",
          tag,
          params: IdParam,
          responses: { 200: ManualReviewState },
          errors: [403, 404],
        },
        async (c, { params }) => c.json(await manualReviewState({ db: deps.db, session: c.get('session') }, params.id)),
      ),
    )
    .post(
      '/:id/reviewer/:reviewerId/assign',
      described(
        {
          summary: 'Assign a manual review to a Provider Manual Reviewer, or unassign it',
          tag,
          params: Schema.Struct({ id: Uuid, reviewerId: Uuid }),
          body: AssignRequest,
          responses: { 200: ManualReviewState },
          errors: [403, 404, 409],
        },
        async (c, { params, body }) => {
          const caller = { db: deps.db, session: c.get('session') }
          await assignManualReview(caller, params.id, params.reviewerId, body.actor_id)
          return c.json(await manualReviewState(caller, params.id))
        },
      ),
    )

export const overrideRoutes = (deps: AppDeps) =>
  new Hono<AppEnv>().use('/:id/override', requireSession(deps.tokens)).post(
    '/:id/override',
    described(
      {
        summary: "Override an assessment's result in manual review",
        description:
          'With a reason of at least 10 characters; overriding to Outside IR35 needs the Consultancy Manager.',
        tag,
        params: IdParam,
        body: OverrideRequest,
        responses: { 204: null },
        errors: [403, 404, 409],
      },
      async (c, { params, body }) => {
        await overrideResult({ db: deps.db, session: c.get('session') }, params.id, body)
        return c.body(null, 204)
      },
    ),
  )

export const manualReviewLookupsRoutes = (deps: AppDeps) =>
  new Hono<AppEnv>()
    .use('/respondents', requireSession(deps.tokens))
    .use('/override-results', requireSession(deps.tokens))
    .get(
      '/respondents',
      described(
        { summary: 'Who may have submitted the answers under review', tag, responses: { 200: CodeNames } },
        (c) => c.json(RESPONDENTS),
      ),
    )
    .get(
      '/override-results',
      described({ summary: 'The results a manual review may override to', tag, responses: { 200: CodeNames } }, (c) =>
        c.json(OVERRIDE_RESULTS),
      ),
    )
