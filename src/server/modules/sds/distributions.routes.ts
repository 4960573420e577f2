// The SDS distribution calls (rule api.distribution): the engagement's list of parties under
// /api/assessments/engagements/{id}/distributions, a party's acknowledgement under /api/assessments/distributions,
// and the statuses under /api/assessments/distribution-statuses.
import * as Schema from 'effect/Schema'
import { Hono } from 'hono'
import { createMiddleware } from 'hono/factory'
import { Uuid } from '#domain/actors'
import { IdParam } from '#domain/api-contract'
import {
  AcknowledgeDistribution,
  AddDistribution,
  DISTRIBUTION_MESSAGES,
  DISTRIBUTION_STATUSES,
  DistributionBlockWire,
  DistributionWire,
  StatusList,
} from '#domain/sds-distribution'
import { isContractorClaims } from '#domain/session'
import type { AppDeps } from '../../app.ts'
import { requireSession } from '../../auth/require-session.ts'
import { described } from '../../http/described-route.ts'
import type { AppEnv } from '../../http/env.ts'
import { Forbidden } from '../../http/errors.ts'
import { pdfResponse } from '../reporting/pdf-response.ts'
import {
  addSupplyChainParty,
  listDistributions,
  previewSds,
  removeParty,
  resendSds,
  sendSds,
} from './distributions.service.ts'
import { acknowledgeAsContractor } from './party-acknowledgement.service.ts'

const tag = 'SDS distribution'
const PartyParams = Schema.Struct({ id: Uuid, distributionId: Uuid })

/** Mounted at /api/assessments/engagements, before the engagement routes. */
export const engagementDistributionsRoutes = (deps: AppDeps) =>
  new Hono<AppEnv>()
    .use('/:id/distributions', requireSession(deps.tokens))
    .use('/:id/distributions/*', requireSession(deps.tokens))
    .get(
      '/:id/distributions',
      described(
        {
          summary: "An engagement's SDS distribution list",
          description: 'The parties the SDS goes to, each with its chain of custody, and what the caller may do.',
          tag,
          params: IdParam,
          responses: { 200: DistributionBlockWire },
          errors: [403, 404],
        },
        async (c, { params }) => c.json(await listDistributions({ db: deps.db, session: c.get('session') }, params.id)),
      ),
    )
    .post(
      '/:id/distributions',
      described(
        {
          summary: 'Add a supply chain party to the distribution list',
          description: 'An address already listed or not an e-mail address is ignored: the list is answered unchanged.',
          tag,
          params: IdParam,
          body: AddDistribution,
          responses: { 200: DistributionBlockWire },
          errors: [403, 404, 409],
        },
        async (c, { params, body }) =>
          c.json(await addSupplyChainParty({ db: deps.db, session: c.get('session') }, params.id, body)),
      ),
    )
    .get(
      '/:id/distributions/preview',
      described(
        {
          summary: 'Preview the SDS that Send would issue',
          description: 'A draft marked on every page and never stored; only while the SDS waits to be sent.',
          tag,
          params: IdParam,
          responses: { 200: { file: 'application/pdf', description: 'The draft SDS, as an attachment.' } },
          errors: [403, 404, 409, 503],
        },
        async (c, { params }) =>
          pdfResponse(
            await previewSds({ db: deps.db, blobs: deps.blobs, pdf: deps.pdf, session: c.get('session') }, params.id),
          ),
      ),
    )
    .post(
      '/:id/distributions/send',
      described(
        {
          summary: 'Send the SDS to every party waiting for it',
          description:
            'Issues the SDS when it is ready to send; parties holding an earlier version are sent the new one.',
          tag,
          params: IdParam,
          responses: { 200: DistributionBlockWire },
          errors: [403, 404, 409, 503],
        },
        async (c, { params }) =>
          c.json(
            await sendSds({ db: deps.db, blobs: deps.blobs, pdf: deps.pdf, session: c.get('session') }, params.id),
          ),
      ),
    )
    .delete(
      '/:id/distributions/:distributionId',
      described(
        {
          summary: 'Remove a party from the distribution list',
          description: 'Never the contractor; a party already sent the SDS is removed through the workflow.',
          tag,
          params: PartyParams,
          responses: { 200: DistributionBlockWire },
          errors: [403, 404, 409],
        },
        async (c, { params }) =>
          c.json(await removeParty({ db: deps.db, session: c.get('session') }, params.id, params.distributionId)),
      ),
    )
    .post(
      '/:id/distributions/:distributionId/resend',
      described(
        {
          summary: 'Send a party its latest SDS version again',
          tag,
          params: PartyParams,
          responses: { 200: DistributionBlockWire },
          errors: [403, 404, 409],
        },
        async (c, { params }) =>
          c.json(await resendSds({ db: deps.db, session: c.get('session') }, params.id, params.distributionId)),
      ),
    )

/** Refused before the body is read: an organisation user never acknowledges for a party. */
const partiesOnly = createMiddleware<AppEnv>(async (c, next) => {
  if (!isContractorClaims(c.get('session'))) throw Forbidden(DISTRIBUTION_MESSAGES.onlyTheParty)
  await next()
})

/** Mounted at /api/assessments/distributions: PATCH {engagementId}/{distributionId}, the party's acknowledgement. */
export const partyDistributionsRoutes = (deps: AppDeps) =>
  new Hono<AppEnv>().use('*', requireSession(deps.tokens)).patch(
    '/:engagementId/:distributionId',
    partiesOnly,
    described(
      {
        summary: 'Acknowledge the SDS as the contractor it was sent to',
        description: 'Replace /status_id with the ACKNOWLEDGED status and /name with the full name typed.',
        tag,
        params: Schema.Struct({ engagementId: Uuid, distributionId: Uuid }),
        body: AcknowledgeDistribution,
        responses: { 200: DistributionWire },
        errors: [403, 404, 409],
      },
      async (c, { params, body }) =>
        c.json(
          await acknowledgeAsContractor(
            { db: deps.db, session: c.get('session') },
            params.engagementId,
            params.distributionId,
            body,
          ),
        ),
    ),
  )

/** Mounted at /api/assessments/distribution-statuses. */
export const distributionStatusesRoutes = (deps: AppDeps) =>
  new Hono<AppEnv>().use('*', requireSession(deps.tokens)).get(
    '/',
    described({ summary: 'The statuses of a distribution', tag, responses: { 200: StatusList } }, (c) =>
      c.json(DISTRIBUTION_STATUSES),
    ),
  )
