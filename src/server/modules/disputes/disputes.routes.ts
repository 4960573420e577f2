// /api/assessments/engagements/{engagementId}/disputes (rule api.distribution): list and
// raise; PATCH .../disputes/{disputeId} to answer; POST .../{disputeId}/disputes/comment; and the caller's own
// copy of the SDS as far as disputing goes (.../disputes/distribution). Also GET /api/assessments/dispute-statuses.
import type { Context } from 'hono'
import { Hono } from 'hono'
import { Uuid } from '#domain/actors'
import { DISTRIBUTION_MESSAGES, DisputeComment, ResolveDispute } from '#domain/sds-distribution'
import type { AppDeps } from '../../app.ts'
import { requireSession } from '../../auth/require-session.ts'
import { decodeBody, decodeWith } from '../../http/decode.ts'
import type { AppEnv } from '../../http/env.ts'
import { Forbidden } from '../../http/errors.ts'
import { disputeCallerOf } from './dispute-access.ts'
import { readRaiseDispute } from './dispute-requests.ts'
import {
  addDisputeComment,
  disputeStatuses,
  disputeWire,
  disputingDistribution,
  listDisputes,
  raisePartyDispute,
  respondToDispute,
  sessionFileUrl,
} from './disputes.service.ts'

export const disputesRoutes = (deps: AppDeps) => {
  const engagementId = (c: Context<AppEnv>) => decodeWith(Uuid, c.req.param('engagementId'))
  const disputeId = (c: Context<AppEnv>) => decodeWith(Uuid, c.req.param('disputeId'))
  const callerOf = (c: Context<AppEnv>) => disputeCallerOf(deps.db, c.get('session'), engagementId(c))
  return new Hono<AppEnv>()
    .use('*', requireSession(deps.tokens))
    .get('/:engagementId/disputes', async (c) => c.json(await listDisputes(deps.db, await callerOf(c), sessionFileUrl)))
    .post('/:engagementId/disputes', async (c) => {
      const caller = await callerOf(c)
      // Only a party disputes: the engagement's own contractor here, a supply-chain party through its link.
      if (caller.kind !== 'contractor') throw Forbidden(DISTRIBUTION_MESSAGES.notYourDistribution)
      const { body, files } = await readRaiseDispute(c)
      const raised = await raisePartyDispute(
        { db: deps.db, blobs: deps.blobs, logger: c.get('logger') },
        caller,
        body,
        files,
      )
      return c.json(await disputeWire(deps.db, caller, raised.id, sessionFileUrl), 201)
    })
    .get('/:engagementId/disputes/distribution', async (c) => {
      const caller = await callerOf(c)
      return c.json({
        distribution: await disputingDistribution(deps.db, caller),
        organisation_id: caller.engagement.organisationId,
      })
    })
    .get('/:engagementId/disputes/:disputeId', async (c) =>
      c.json(await disputeWire(deps.db, await callerOf(c), disputeId(c), sessionFileUrl)),
    )
    .patch('/:engagementId/disputes/:disputeId', async (c) => {
      const ids = { engagementId: engagementId(c), disputeId: disputeId(c) }
      const patch = await decodeBody(c, ResolveDispute)
      return c.json(
        await respondToDispute({ db: deps.db, session: c.get('session') }, ids.engagementId, ids.disputeId, patch),
      )
    })
    .post('/:engagementId/:disputeId/disputes/comment', async (c) => {
      const caller = await callerOf(c)
      const id = disputeId(c)
      const body = await decodeBody(c, DisputeComment)
      return c.json(await addDisputeComment(deps.db, caller, id, body, sessionFileUrl), 201)
    })
}

export const disputeStatusesRoutes = (deps: AppDeps) =>
  new Hono<AppEnv>().use('*', requireSession(deps.tokens)).get('/', (c) => c.json(disputeStatuses()))
