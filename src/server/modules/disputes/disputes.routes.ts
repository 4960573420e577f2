// /api/assessments/engagements/{engagementId}/disputes (rule api.distribution): list and
// raise; PATCH .../disputes/{disputeId} to answer; POST .../{disputeId}/disputes/comment; and the caller's own
// copy of the SDS as far as disputing goes (.../disputes/distribution). Also GET /api/assessments/dispute-statuses.
import * as Schema from 'effect/Schema'
import type { Context } from 'hono'
import { Hono } from 'hono'
import { Uuid } from '#domain/actors'
import {
  DISTRIBUTION_MESSAGES,
  DisputeComment,
  DisputeWire,
  DisputingDistributionAnswer,
  ResolveDispute,
  StatusList,
} from '#domain/sds-distribution'
import type { AppDeps } from '../../app.ts'
import { requireSession } from '../../auth/require-session.ts'
import { described } from '../../http/described-route.ts'
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

const tag = 'Disputes'
const EngagementParam = Schema.Struct({ engagementId: Uuid })
const DisputeParams = Schema.Struct({ engagementId: Uuid, disputeId: Uuid })

/** A dispute raised with its files in one request (multipart), or as JSON without files. */
export const RAISE_DISPUTE_FORM = {
  organisation_id: { description: 'The organisation that issued the SDS.' },
  distribution_id: { description: 'The caller’s own copy of the SDS (its distribution).' },
  details: { description: 'The reasons, up to 250 characters; may be empty when files are sent.' },
  File: { description: 'A file backing the dispute; the field repeats for each file (up to 10).', file: true },
} as const

export const RAISE_DISPUTE_DESCRIPTION =
  'multipart/form-data with the dispute’s files, or a JSON body with the same fields and no files. Text and files ' +
  'may not both be empty.'

export const disputesRoutes = (deps: AppDeps) => {
  const callerOf = (c: Context<AppEnv>, engagementId: string) =>
    disputeCallerOf(deps.db, c.get('session'), engagementId)
  return new Hono<AppEnv>()
    .use('*', requireSession(deps.tokens))
    .get(
      '/:engagementId/disputes',
      described(
        {
          summary: "An engagement's disputes, as far as the caller may see them",
          description: 'The end client’s people see every dispute; a contractor sees their own.',
          tag,
          params: EngagementParam,
          responses: { 200: Schema.Array(DisputeWire) },
          errors: [403, 404],
        },
        async (c, { params }) =>
          c.json(await listDisputes(deps.db, await callerOf(c, params.engagementId), sessionFileUrl)),
      ),
    )
    .post(
      '/:engagementId/disputes',
      described(
        {
          summary: 'Dispute the SDS as the contractor it was sent to',
          description: RAISE_DISPUTE_DESCRIPTION,
          tag,
          params: EngagementParam,
          form: RAISE_DISPUTE_FORM,
          responses: { 201: DisputeWire },
          errors: [403, 404, 409],
        },
        async (c, { params }) => {
          const caller = await callerOf(c, params.engagementId)
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
        },
      ),
    )
    .get(
      '/:engagementId/disputes/distribution',
      described(
        {
          summary: "The caller's own copy of the SDS, as far as disputing it goes",
          description: '`distribution` is null for the end client’s people, or before the SDS reached the caller.',
          tag,
          params: EngagementParam,
          responses: { 200: DisputingDistributionAnswer },
          errors: [403, 404],
        },
        async (c, { params }) => {
          const caller = await callerOf(c, params.engagementId)
          return c.json({
            distribution: await disputingDistribution(deps.db, caller),
            organisation_id: caller.engagement.organisationId,
          })
        },
      ),
    )
    .get(
      '/:engagementId/disputes/:disputeId',
      described(
        {
          summary: 'Read a dispute',
          tag,
          params: DisputeParams,
          responses: { 200: DisputeWire },
          errors: [403, 404],
        },
        async (c, { params }) =>
          c.json(await disputeWire(deps.db, await callerOf(c, params.engagementId), params.disputeId, sessionFileUrl)),
      ),
    )
    .patch(
      '/:engagementId/disputes/:disputeId',
      described(
        {
          summary: 'Answer a dispute as the end client: uphold the determination or withdraw the SDS',
          description:
            'Replace /status_id with RESOLVED, /resolution, /details (files uploaded with purpose "response" count ' +
            'as reasons too) and, for a withdrawal, /new_sds_from.',
          tag,
          params: DisputeParams,
          body: ResolveDispute,
          responses: { 200: DisputeWire },
          errors: [403, 404, 409],
        },
        async (c, { params, body }) =>
          c.json(
            await respondToDispute(
              { db: deps.db, session: c.get('session') },
              params.engagementId,
              params.disputeId,
              body,
            ),
          ),
      ),
    )
    .post(
      '/:engagementId/:disputeId/disputes/comment',
      described(
        {
          summary: 'Comment on a dispute',
          description: 'The end client’s people, or the party whose dispute it is.',
          tag,
          params: DisputeParams,
          body: DisputeComment,
          responses: { 201: DisputeWire },
          errors: [403, 404],
        },
        async (c, { params, body }) => {
          const caller = await callerOf(c, params.engagementId)
          return c.json(await addDisputeComment(deps.db, caller, params.disputeId, body, sessionFileUrl), 201)
        },
      ),
    )
}

export const disputeStatusesRoutes = (deps: AppDeps) =>
  new Hono<AppEnv>().use('*', requireSession(deps.tokens)).get(
    '/',
    described({ summary: 'The statuses of a dispute', tag, responses: { 200: StatusList } }, (c) =>
      c.json(disputeStatuses()),
    ),
  )
