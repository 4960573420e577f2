// Sign-off reviews under /api/assessments/engagements (rule api.reviews): the reviewer options of an
// organisation, an engagement's reviewer records, finalising and opening one, and swapping a user's reviews.
// Mounted before the engagement routes, whose /:id would otherwise take /reviewer-options and /reviews.

import * as Schema from 'effect/Schema'
import type { Context } from 'hono'
import { Hono } from 'hono'
import { Uuid } from '#domain/actors'
import { SignOffRequest, TransferSignOff } from '#domain/reviewers'
import type { AppDeps } from '../../app.ts'
import { requireSession } from '../../auth/require-session.ts'
import { decodeBody, decodeQuery, decodeWith } from '../../http/decode.ts'
import type { AppEnv } from '../../http/env.ts'
import { refuseContractor } from '../engagements/contractor-access.ts'
import { reviewsOfActor, transferReviews, transferTargets } from './review-transfer.service.ts'
import { reviewerOptions } from './reviewer-options.service.ts'
import { listReviewers, openReviewer, signOff } from './sign-off.service.ts'

const OptionsQuery = Schema.Struct({ organisation_id: Uuid })

export const reviewsRoutes = (deps: AppDeps) => {
  const caller = (c: Context<AppEnv>) => {
    refuseContractor(c.get('session'))
    return { db: deps.db, session: c.get('session') }
  }
  const ids = (c: Context<AppEnv>) => ({
    engagementId: decodeWith(Uuid, c.req.param('id')),
    reviewerId: decodeWith(Uuid, c.req.param('reviewerId')),
  })
  return new Hono<AppEnv>()
    .use('/reviewer-options', requireSession(deps.tokens))
    .use('/reviews/*', requireSession(deps.tokens))
    .use('/:id/reviewers', requireSession(deps.tokens))
    .use('/:id/reviewer/*', requireSession(deps.tokens))
    .use('/:actorId/transfer/*', requireSession(deps.tokens))
    .get('/reviewer-options', async (c) =>
      c.json(await reviewerOptions(caller(c), decodeQuery(c, OptionsQuery).organisation_id)),
    )
    .get('/:id/reviewers', async (c) => c.json(await listReviewers(caller(c), decodeWith(Uuid, c.req.param('id')))))
    .post('/:id/reviewer/:reviewerId/signoff', async (c) => {
      const { engagementId, reviewerId } = ids(c)
      await decodeBody(c, SignOffRequest)
      await signOff(caller(c), engagementId, reviewerId)
      return c.json(await listReviewers(caller(c), engagementId))
    })
    .post('/:id/reviewer/:reviewerId/open', async (c) => {
      const { engagementId, reviewerId } = ids(c)
      await openReviewer(caller(c), engagementId, reviewerId)
      return c.json(await listReviewers(caller(c), engagementId))
    })
    .get('/reviews/:actorId', async (c) =>
      c.json(await reviewsOfActor(caller(c), decodeWith(Uuid, c.req.param('actorId')))),
    )
    .get('/reviews/:actorId/targets', async (c) =>
      c.json(await transferTargets(caller(c), decodeWith(Uuid, c.req.param('actorId')))),
    )
    .patch('/:actorId/transfer/signoff', async (c) => {
      const actorId = decodeWith(Uuid, c.req.param('actorId'))
      const [operation] = await decodeBody(c, TransferSignOff)
      return c.json(await transferReviews(caller(c), actorId, operation!.value))
    })
}
