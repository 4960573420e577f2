// Sign-off reviews under /api/assessments/engagements (rule api.reviews): the reviewer options of an
// organisation, an engagement's reviewer records, finalising and opening one, and swapping a user's reviews.
// Mounted before the engagement routes, whose /:id would otherwise take /reviewer-options and /reviews.

import * as Schema from 'effect/Schema'
import type { Context } from 'hono'
import { Hono } from 'hono'
import { Uuid } from '#domain/actors'
import { IdParam } from '#domain/api-contract'
import {
  ActorReview,
  EngagementReviewers,
  ReviewerOptions,
  ReviewTransferTargets,
  SignOffRequest,
  TransferredReviews,
  TransferSignOff,
} from '#domain/reviewers'
import type { AppDeps } from '../../app.ts'
import { requireSession } from '../../auth/require-session.ts'
import { described } from '../../http/described-route.ts'
import type { AppEnv } from '../../http/env.ts'
import { refuseContractor } from '../engagements/contractor-access.ts'
import { reviewsOfActor, transferReviews, transferTargets } from './review-transfer.service.ts'
import { reviewerOptions } from './reviewer-options.service.ts'
import { listReviewers, openReviewer, signOff } from './sign-off.service.ts'

const tag = 'Sign-off reviews'
const OptionsQuery = Schema.Struct({ organisation_id: Uuid })
const ReviewerParams = Schema.Struct({ id: Uuid, reviewerId: Uuid })
const ActorParam = Schema.Struct({ actorId: Uuid })

export const reviewsRoutes = (deps: AppDeps) => {
  const caller = (c: Context<AppEnv>) => {
    refuseContractor(c.get('session'))
    return { db: deps.db, session: c.get('session') }
  }
  return new Hono<AppEnv>()
    .use('/reviewer-options', requireSession(deps.tokens))
    .use('/reviews/*', requireSession(deps.tokens))
    .use('/:id/reviewers', requireSession(deps.tokens))
    .use('/:id/reviewer/*', requireSession(deps.tokens))
    .use('/:actorId/transfer/*', requireSession(deps.tokens))
    .get(
      '/reviewer-options',
      described(
        {
          summary: 'Who may be chosen to sign off for an organisation',
          tag,
          query: OptionsQuery,
          responses: { 200: ReviewerOptions },
          errors: [403, 404],
        },
        async (c, { query }) => c.json(await reviewerOptions(caller(c), query.organisation_id)),
      ),
    )
    .get(
      '/:id/reviewers',
      described(
        {
          summary: "An engagement's sign-off reviewers",
          description: 'The removed ones last; `can_open` when the caller may open the assessment to reviewers.',
          tag,
          params: IdParam,
          responses: { 200: EngagementReviewers },
          errors: [403, 404],
        },
        async (c, { params }) => c.json(await listReviewers(caller(c), params.id)),
      ),
    )
    .post(
      '/:id/reviewer/:reviewerId/signoff',
      described(
        {
          summary: 'Finalise one’s own review',
          description: 'Only the reviewer, with `finished_reviewing`; answers the engagement’s reviewers afterwards.',
          tag,
          params: ReviewerParams,
          body: SignOffRequest,
          responses: { 200: EngagementReviewers },
          errors: [403, 404, 409],
        },
        async (c, { params }) => {
          await signOff(caller(c), params.id, params.reviewerId)
          return c.json(await listReviewers(caller(c), params.id))
        },
      ),
    )
    .post(
      '/:id/reviewer/:reviewerId/open',
      described(
        {
          summary: 'Open the assessment to a reviewer whose record is still Created',
          tag,
          params: ReviewerParams,
          responses: { 200: EngagementReviewers },
          errors: [403, 404, 409],
        },
        async (c, { params }) => {
          await openReviewer(caller(c), params.id, params.reviewerId)
          return c.json(await listReviewers(caller(c), params.id))
        },
      ),
    )
    .get(
      '/reviews/:actorId',
      described(
        {
          summary: "A person's outstanding sign-off reviews",
          tag,
          params: ActorParam,
          responses: { 200: Schema.Array(ActorReview) },
          errors: [403, 404],
        },
        async (c, { params }) => c.json(await reviewsOfActor(caller(c), params.actorId)),
      ),
    )
    .get(
      '/reviews/:actorId/targets',
      described(
        {
          summary: "Who a person's reviews may move to: the organisation's other Sign Off Users",
          tag,
          params: ActorParam,
          responses: { 200: ReviewTransferTargets },
          errors: [403, 404],
        },
        async (c, { params }) => c.json(await transferTargets(caller(c), params.actorId)),
      ),
    )
    .patch(
      '/:actorId/transfer/signoff',
      described(
        {
          summary: 'Move every outstanding review of a person to another Sign Off User',
          description: 'One replace /actor_id operation with the replacement; all the reviews move, or none.',
          tag,
          params: ActorParam,
          body: TransferSignOff,
          responses: { 200: TransferredReviews },
          errors: [403, 404, 409],
        },
        async (c, { params, body }) => c.json(await transferReviews(caller(c), params.actorId, body[0]!.value)),
      ),
    )
}
