// The SDS distribution calls (rule api.distribution): the engagement's list of parties under
// /api/assessments/engagements/{id}/distributions, a party's acknowledgement under /api/assessments/distributions,
// and the statuses under /api/assessments/distribution-statuses.
import { Hono } from 'hono'
import { Uuid } from '#domain/actors'
import {
  AcknowledgeDistribution,
  AddDistribution,
  DISTRIBUTION_MESSAGES,
  DISTRIBUTION_STATUSES,
} from '#domain/sds-distribution'
import { isContractorClaims } from '#domain/session'
import type { AppDeps } from '../../app.ts'
import { requireSession } from '../../auth/require-session.ts'
import { decodeBody, decodeWith } from '../../http/decode.ts'
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

/** Mounted at /api/assessments/engagements, before the engagement routes. */
export const engagementDistributionsRoutes = (deps: AppDeps) => {
  const ids = (c: { req: { param: (name: string) => string | undefined } }) => ({
    engagementId: decodeWith(Uuid, c.req.param('id')),
    distributionId: decodeWith(Uuid, c.req.param('distributionId')),
  })
  return new Hono<AppEnv>()
    .use('/:id/distributions', requireSession(deps.tokens))
    .use('/:id/distributions/*', requireSession(deps.tokens))
    .get('/:id/distributions', async (c) =>
      c.json(await listDistributions({ db: deps.db, session: c.get('session') }, decodeWith(Uuid, c.req.param('id')))),
    )
    .post('/:id/distributions', async (c) => {
      const engagementId = decodeWith(Uuid, c.req.param('id'))
      const input = await decodeBody(c, AddDistribution)
      return c.json(await addSupplyChainParty({ db: deps.db, session: c.get('session') }, engagementId, input))
    })
    .get('/:id/distributions/preview', async (c) => {
      const engagementId = decodeWith(Uuid, c.req.param('id'))
      return pdfResponse(
        await previewSds({ db: deps.db, blobs: deps.blobs, pdf: deps.pdf, session: c.get('session') }, engagementId),
      )
    })
    .post('/:id/distributions/send', async (c) => {
      const engagementId = decodeWith(Uuid, c.req.param('id'))
      return c.json(
        await sendSds({ db: deps.db, blobs: deps.blobs, pdf: deps.pdf, session: c.get('session') }, engagementId),
      )
    })
    .delete('/:id/distributions/:distributionId', async (c) => {
      const { engagementId, distributionId } = ids(c)
      return c.json(await removeParty({ db: deps.db, session: c.get('session') }, engagementId, distributionId))
    })
    .post('/:id/distributions/:distributionId/resend', async (c) => {
      const { engagementId, distributionId } = ids(c)
      return c.json(await resendSds({ db: deps.db, session: c.get('session') }, engagementId, distributionId))
    })
}

/** Mounted at /api/assessments/distributions: PATCH {engagementId}/{distributionId}, the party's acknowledgement. */
export const partyDistributionsRoutes = (deps: AppDeps) =>
  new Hono<AppEnv>().use('*', requireSession(deps.tokens)).patch('/:engagementId/:distributionId', async (c) => {
    // Refused before the body is read: an organisation user never acknowledges for a party.
    if (!isContractorClaims(c.get('session'))) throw Forbidden(DISTRIBUTION_MESSAGES.onlyTheParty)
    const engagementId = decodeWith(Uuid, c.req.param('engagementId'))
    const distributionId = decodeWith(Uuid, c.req.param('distributionId'))
    const operations = await decodeBody(c, AcknowledgeDistribution)
    return c.json(
      await acknowledgeAsContractor(
        { db: deps.db, session: c.get('session') },
        engagementId,
        distributionId,
        operations,
      ),
    )
  })

/** Mounted at /api/assessments/distribution-statuses. */
export const distributionStatusesRoutes = (deps: AppDeps) =>
  new Hono<AppEnv>().use('*', requireSession(deps.tokens)).get('/', (c) => c.json(DISTRIBUTION_STATUSES))
