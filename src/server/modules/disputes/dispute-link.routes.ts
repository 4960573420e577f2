// A supply-chain party's disputes through the link e-mailed with its SDS (it has no account): the same calls as
// a contractor's, scoped by the link to that one distribution. Mounted at /api/assessments/sds-links, beside the
// party's SDS page calls; public (the token is the credential).
import type { Context } from 'hono'
import { Hono } from 'hono'
import { Uuid } from '#domain/actors'
import { DisputeComment } from '#domain/sds-distribution'
import type { AppDeps } from '../../app.ts'
import { decodeBody, decodeWith } from '../../http/decode.ts'
import type { AppEnv } from '../../http/env.ts'
import { downloadResponse } from '../files/file-response.ts'
import { linkCallerOf } from './dispute-access.ts'
import { readDisputeFiles, readRaiseDispute } from './dispute-requests.ts'
import {
  addDisputeComment,
  addDisputeFiles,
  disputeWire,
  disputingDistribution,
  type FileUrl,
  listDisputeFiles,
  listDisputes,
  raisePartyDispute,
  readDisputeFile,
} from './disputes.service.ts'

export const disputeLinkRoutes = (deps: AppDeps) => {
  const token = (c: Context<AppEnv>) => c.req.param('token') ?? ''
  const callerOf = (c: Context<AppEnv>) => linkCallerOf(deps.db, deps.distributionLinkSecret, token(c))
  const fileUrl =
    (c: Context<AppEnv>): FileUrl =>
    (id) =>
      `/api/assessments/sds-links/${encodeURIComponent(token(c))}/disputes/files/${id}`
  const files = (c: Context<AppEnv>) => ({ db: deps.db, blobs: deps.blobs, logger: c.get('logger') })
  const disputeId = (c: Context<AppEnv>) => decodeWith(Uuid, c.req.param('disputeId'))
  return new Hono<AppEnv>()
    .get('/:token/disputes', async (c) => c.json(await listDisputes(deps.db, await callerOf(c), fileUrl(c))))
    .post('/:token/disputes', async (c) => {
      const caller = await callerOf(c)
      const { body, files: uploads } = await readRaiseDispute(c)
      const raised = await raisePartyDispute(files(c), caller, body, uploads)
      return c.json(await disputeWire(deps.db, caller, raised.id, fileUrl(c)), 201)
    })
    .get('/:token/disputes/distribution', async (c) => {
      const caller = await callerOf(c)
      return c.json({
        distribution: await disputingDistribution(deps.db, caller),
        organisation_id: caller.engagement.organisationId,
      })
    })
    .get('/:token/disputes/files/:fileId', async (c) => {
      const caller = await callerOf(c)
      const fileId = decodeWith(Uuid, c.req.param('fileId'))
      return downloadResponse(c, await readDisputeFile(files(c), async () => caller, fileId))
    })
    .post('/:token/disputes/:disputeId/comment', async (c) => {
      const caller = await callerOf(c)
      const id = disputeId(c)
      const body = await decodeBody(c, DisputeComment)
      return c.json(await addDisputeComment(deps.db, caller, id, body, fileUrl(c)), 201)
    })
    .get('/:token/disputes/:disputeId/files', async (c) =>
      c.json(await listDisputeFiles(deps.db, await callerOf(c), disputeId(c), fileUrl(c))),
    )
    .post('/:token/disputes/:disputeId/files', async (c) => {
      const caller = await callerOf(c)
      const id = disputeId(c)
      const { purpose, files: uploads } = await readDisputeFiles(c)
      return c.json(await addDisputeFiles(files(c), caller, id, purpose, uploads, fileUrl(c)), 201)
    })
}
