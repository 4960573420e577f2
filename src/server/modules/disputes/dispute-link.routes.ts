// A supply-chain party's disputes through the link e-mailed with its SDS (it has no account): the same calls as
// a contractor's, scoped by the link to that one distribution. Mounted at /api/assessments/sds-links, beside the
// party's SDS page calls; public (the token is the credential).
import * as Schema from 'effect/Schema'
import type { Context } from 'hono'
import { Hono } from 'hono'
import { Uuid } from '#domain/actors'
import { DisputeComment, DisputeFileItemWire, DisputeWire, DisputingDistributionAnswer } from '#domain/sds-distribution'
import type { AppDeps } from '../../app.ts'
import { described } from '../../http/described-route.ts'
import type { AppEnv } from '../../http/env.ts'
import { downloadResponse } from '../files/file-response.ts'
import { LINK_ERRORS, LinkParam } from '../sds/distribution-link.routes.ts'
import { linkCallerOf } from './dispute-access.ts'
import { DISPUTE_FILES_FORM } from './dispute-files.routes.ts'
import { readDisputeFiles, readRaiseDispute } from './dispute-requests.ts'
import { RAISE_DISPUTE_DESCRIPTION, RAISE_DISPUTE_FORM } from './disputes.routes.ts'
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

const tag = 'Supply chain party link'
const LinkDisputeParams = Schema.Struct({ token: Schema.String, disputeId: Uuid })

export const disputeLinkRoutes = (deps: AppDeps) => {
  const callerOf = (token: string) => linkCallerOf(deps.db, deps.distributionLinkSecret, token)
  const fileUrl =
    (token: string): FileUrl =>
    (id) =>
      `/api/assessments/sds-links/${encodeURIComponent(token)}/disputes/files/${id}`
  const files = (c: Context<AppEnv>) => ({ db: deps.db, blobs: deps.blobs, logger: c.get('logger') })
  return new Hono<AppEnv>()
    .get(
      '/:token/disputes',
      described(
        {
          summary: "The party's own disputes of its SDS",
          tag,
          auth: 'none',
          params: LinkParam,
          responses: { 200: Schema.Array(DisputeWire) },
          errors: LINK_ERRORS,
        },
        async (c, { params }) =>
          c.json(await listDisputes(deps.db, await callerOf(params.token), fileUrl(params.token))),
      ),
    )
    .post(
      '/:token/disputes',
      described(
        {
          summary: 'Dispute the SDS through the link',
          description: RAISE_DISPUTE_DESCRIPTION,
          tag,
          auth: 'none',
          params: LinkParam,
          form: RAISE_DISPUTE_FORM,
          responses: { 201: DisputeWire },
          errors: [...LINK_ERRORS, 403, 409],
        },
        async (c, { params }) => {
          const caller = await callerOf(params.token)
          const { body, files: uploads } = await readRaiseDispute(c)
          const raised = await raisePartyDispute(files(c), caller, body, uploads)
          return c.json(await disputeWire(deps.db, caller, raised.id, fileUrl(params.token)), 201)
        },
      ),
    )
    .get(
      '/:token/disputes/distribution',
      described(
        {
          summary: "The party's copy of the SDS, as far as disputing it goes",
          tag,
          auth: 'none',
          params: LinkParam,
          responses: { 200: DisputingDistributionAnswer },
          errors: LINK_ERRORS,
        },
        async (c, { params }) => {
          const caller = await callerOf(params.token)
          return c.json({
            distribution: await disputingDistribution(deps.db, caller),
            organisation_id: caller.engagement.organisationId,
          })
        },
      ),
    )
    .get(
      '/:token/disputes/files/:fileId',
      described(
        {
          summary: "Download a file of the party's dispute",
          tag,
          auth: 'none',
          params: Schema.Struct({ token: Schema.String, fileId: Uuid }),
          responses: { 200: { file: '*/*', description: 'The file as it was uploaded, as an attachment.' } },
          errors: LINK_ERRORS,
        },
        async (c, { params }) => {
          const caller = await callerOf(params.token)
          return downloadResponse(c, await readDisputeFile(files(c), async () => caller, params.fileId))
        },
      ),
    )
    .post(
      '/:token/disputes/:disputeId/comment',
      described(
        {
          summary: "Comment on the party's dispute",
          tag,
          auth: 'none',
          params: LinkDisputeParams,
          body: DisputeComment,
          responses: { 201: DisputeWire },
          errors: [...LINK_ERRORS, 403],
        },
        async (c, { params, body }) => {
          const caller = await callerOf(params.token)
          return c.json(await addDisputeComment(deps.db, caller, params.disputeId, body, fileUrl(params.token)), 201)
        },
      ),
    )
    .get(
      '/:token/disputes/:disputeId/files',
      described(
        {
          summary: "The files of the party's dispute and of the client's response",
          tag,
          auth: 'none',
          params: LinkDisputeParams,
          responses: { 200: Schema.Array(DisputeFileItemWire) },
          errors: LINK_ERRORS,
        },
        async (c, { params }) =>
          c.json(
            await listDisputeFiles(deps.db, await callerOf(params.token), params.disputeId, fileUrl(params.token)),
          ),
      ),
    )
    .post(
      '/:token/disputes/:disputeId/files',
      described(
        {
          summary: "Add files to the party's open dispute",
          tag,
          auth: 'none',
          params: LinkDisputeParams,
          form: DISPUTE_FILES_FORM,
          responses: { 201: Schema.Array(DisputeFileItemWire) },
          errors: [...LINK_ERRORS, 403, 409],
        },
        async (c, { params }) => {
          const caller = await callerOf(params.token)
          const { purpose, files: uploads } = await readDisputeFiles(c)
          return c.json(
            await addDisputeFiles(files(c), caller, params.disputeId, purpose, uploads, fileUrl(params.token)),
            201,
          )
        },
      ),
    )
}
