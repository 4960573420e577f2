// A worker's review linked to a client engagement, and the contradictions between the two sets of answers.
import * as Schema from 'effect/Schema'
import { Hono } from 'hono'
import { EngagementComparison, LinkableEngagement, LinkEngagementBody } from '#domain/answer-contradictions'
import { IdParam } from '#domain/api-contract'
import type { AppDeps } from '../../app.ts'
import { requireSession } from '../../auth/require-session.ts'
import { described } from '../../http/described-route.ts'
import type { AppEnv } from '../../http/env.ts'
import { expectedVersion } from '../../http/if-match.ts'
import { engagementComparison } from './engagement-comparison.service.ts'
import { linkReviewToEngagement, listLinkableEngagements, unlinkReview } from './review-link.service.ts'

const tag = 'Working practices reviews'

/** /api/assessments/working-practices-reviews: the worker's link from their review to a client engagement. */
export const reviewLinkRoutes = (deps: AppDeps) =>
  new Hono<AppEnv>()
    .use('*', requireSession(deps.tokens))
    .get(
      '/:id/linkable-engagements',
      described(
        {
          summary: 'The client engagements a worker may link their review to',
          tag,
          params: IdParam,
          responses: { 200: Schema.Array(LinkableEngagement) },
          errors: [403, 404],
        },
        async (c, { params }) =>
          c.json(await listLinkableEngagements({ db: deps.db, session: c.get('session') }, params.id)),
      ),
    )
    .put(
      '/:id/linked-engagement',
      described(
        {
          summary: "Link the worker's review to a client engagement",
          description: 'Answers the contradictions between the review and the engagement now linked.',
          tag,
          params: IdParam,
          body: LinkEngagementBody,
          ifMatch: 'optional',
          responses: { 200: EngagementComparison },
          errors: [403, 404, 409],
        },
        async (c, { params, body }) => {
          const caller = { db: deps.db, session: c.get('session') }
          await linkReviewToEngagement(caller, params.id, body, expectedVersion(c.req.header('if-match'), 'review'))
          return c.json(await engagementComparison(caller, params.id))
        },
      ),
    )
    .delete(
      '/:id/linked-engagement',
      described(
        {
          summary: "Unlink the worker's review from its client engagement",
          tag,
          params: IdParam,
          ifMatch: 'optional',
          responses: { 200: EngagementComparison },
          errors: [403, 404, 409],
        },
        async (c, { params }) => {
          const caller = { db: deps.db, session: c.get('session') }
          await unlinkReview(caller, params.id, expectedVersion(c.req.header('if-match'), 'review'))
          return c.json(await engagementComparison(caller, params.id))
        },
      ),
    )

/** /api/assessments/engagements/{id}/contradictions */
export const contradictionsRoutes = (deps: AppDeps) =>
  new Hono<AppEnv>().use('/:id/contradictions', requireSession(deps.tokens)).get(
    '/:id/contradictions',
    described(
      {
        summary: "Where a worker's review and the client's assessment of the engagement disagree",
        description: '`items` is null when the caller may not read the client’s answers: then only the factors show.',
        tag,
        params: IdParam,
        responses: { 200: EngagementComparison },
        errors: [403, 404],
      },
      async (c, { params }) =>
        c.json(await engagementComparison({ db: deps.db, session: c.get('session') }, params.id)),
    ),
  )
