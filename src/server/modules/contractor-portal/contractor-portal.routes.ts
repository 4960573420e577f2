// /api/assessments/contractor-portal (rule api.contractor-portal): the SDS hub of a contractor.
import * as Schema from 'effect/Schema'
import { Hono } from 'hono'
import { Uuid } from '#domain/actors'
import {
  ContractorEngagementView,
  SdsHubActions,
  SdsHubActionsQuery,
  SdsHubInProgress,
  SdsHubPage,
  SdsHubQuery,
  SdsHubRow,
  SdsHubRowPatch,
} from '#domain/contractor-portal'
import type { AppDeps } from '../../app.ts'
import { requireSession } from '../../auth/require-session.ts'
import { described } from '../../http/described-route.ts'
import type { AppEnv } from '../../http/env.ts'
import { requireContractor } from '../engagements/contractor-access.ts'
import {
  contractorEngagementView,
  listHubActions,
  listInProgress,
  listSdsEngagements,
  patchHubRow,
} from './contractor-portal.service.ts'

const tag = 'Contractor portal'
const EngagementParam = Schema.Struct({ engagementId: Uuid })

export const contractorPortalRoutes = (deps: AppDeps) =>
  new Hono<AppEnv>()
    .use('*', requireSession(deps.tokens))
    // Refused before any input is read: an organisation user has no hub, whatever they send.
    .use('*', async (c, next) => {
      requireContractor(c.get('session'))
      await next()
    })
    .get(
      '/sds-engagements',
      described(
        {
          summary: "The contractor's engagements on the SDS hub",
          description: 'Those whose SDS is issued, or every one with `show_all`; archived ones with `show_archived`.',
          tag,
          query: SdsHubQuery,
          responses: { 200: SdsHubPage },
          errors: [403],
        },
        async (c, { query }) => c.json(await listSdsEngagements({ db: deps.db, session: c.get('session') }, query)),
      ),
    )
    .patch(
      '/sds-engagements/:engagementId',
      described(
        {
          summary: 'Archive or unarchive an engagement on the contractor’s own hub',
          tag,
          params: EngagementParam,
          body: SdsHubRowPatch,
          responses: { 200: SdsHubRow },
          errors: [403, 404],
        },
        async (c, { params, body }) =>
          c.json(await patchHubRow({ db: deps.db, session: c.get('session') }, params.engagementId, body)),
      ),
    )
    .get(
      '/actions',
      described(
        {
          summary: 'What the contractor is asked to do: the hub’s action cards',
          tag,
          query: SdsHubActionsQuery,
          responses: { 200: SdsHubActions },
          errors: [403],
        },
        async (c, { query }) => c.json(await listHubActions({ db: deps.db, session: c.get('session') }, query)),
      ),
    )
    .get(
      '/in-progress',
      described(
        {
          summary: "The contractor's engagements whose SDS is not issued yet",
          tag,
          responses: { 200: SdsHubInProgress },
          errors: [403],
        },
        async (c) => c.json(await listInProgress({ db: deps.db, session: c.get('session') })),
      ),
    )
    .get(
      '/engagements/:engagementId',
      described(
        {
          summary: 'An engagement as its contractor sees it',
          description:
            'Without the client’s answers, the score or the financial figures; with the SDS and its reasons once ' +
            'issued, and the contractor’s own copy once sent.',
          tag,
          params: EngagementParam,
          responses: { 200: ContractorEngagementView },
          errors: [403, 404],
        },
        async (c, { params }) =>
          c.json(
            await contractorEngagementView({ db: deps.db, session: c.get('session') }, params.engagementId, {
              opening: true,
            }),
          ),
      ),
    )
