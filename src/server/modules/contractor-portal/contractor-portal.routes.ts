// /api/assessments/contractor-portal (rule api.contractor-portal): the SDS hub of a contractor.
import { Hono } from 'hono'
import { Uuid } from '#domain/actors'
import { SdsHubActionsQuery, SdsHubQuery, SdsHubRowPatch } from '#domain/contractor-portal'
import type { AppDeps } from '../../app.ts'
import { requireSession } from '../../auth/require-session.ts'
import { decodeBody, decodeQuery, decodeWith } from '../../http/decode.ts'
import type { AppEnv } from '../../http/env.ts'
import { requireContractor } from '../engagements/contractor-access.ts'
import {
  contractorEngagementView,
  listHubActions,
  listInProgress,
  listSdsEngagements,
  patchHubRow,
} from './contractor-portal.service.ts'

export const contractorPortalRoutes = (deps: AppDeps) =>
  new Hono<AppEnv>()
    .use('*', requireSession(deps.tokens))
    // Refused before any input is read: an organisation user has no hub, whatever they send.
    .use('*', async (c, next) => {
      requireContractor(c.get('session'))
      await next()
    })
    .get('/sds-engagements', async (c) =>
      c.json(await listSdsEngagements({ db: deps.db, session: c.get('session') }, decodeQuery(c, SdsHubQuery))),
    )
    .patch('/sds-engagements/:engagementId', async (c) => {
      const engagementId = decodeWith(Uuid, c.req.param('engagementId'))
      const operations = await decodeBody(c, SdsHubRowPatch)
      return c.json(await patchHubRow({ db: deps.db, session: c.get('session') }, engagementId, operations))
    })
    .get('/actions', async (c) =>
      c.json(await listHubActions({ db: deps.db, session: c.get('session') }, decodeQuery(c, SdsHubActionsQuery))),
    )
    .get('/in-progress', async (c) => c.json(await listInProgress({ db: deps.db, session: c.get('session') })))
    .get('/engagements/:engagementId', async (c) => {
      const engagementId = decodeWith(Uuid, c.req.param('engagementId'))
      return c.json(
        await contractorEngagementView({ db: deps.db, session: c.get('session') }, engagementId, { opening: true }),
      )
    })
