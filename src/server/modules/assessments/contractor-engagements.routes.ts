// /api/assessments/contractors/{id}/engagements (rules api.contractors, api.engagements).
import { Hono } from 'hono'
import { IdParam } from '#domain/api-contract'
import { ContractorEngagementList, ContractorEngagementsQuery } from '#domain/contractor-engagements'
import type { AppDeps } from '../../app.ts'
import { organisationUsersOnly } from '../../auth/organisation-side.ts'
import { requireSession } from '../../auth/require-session.ts'
import { described } from '../../http/described-route.ts'
import type { AppEnv } from '../../http/env.ts'
import { listContractorEngagements } from './contractor-engagements.service.ts'

export const contractorEngagementsRoutes = (deps: AppDeps) =>
  new Hono<AppEnv>().use('*', requireSession(deps.tokens), organisationUsersOnly).get(
    '/:id/engagements',
    described(
      {
        summary: "List a contractor's engagements",
        tag: 'Contractors',
        params: IdParam,
        query: ContractorEngagementsQuery,
        responses: { 200: ContractorEngagementList },
        errors: [403, 404],
      },
      async (c, { params, query }) =>
        c.json(
          await listContractorEngagements({ db: deps.db, session: c.get('session'), contractorId: params.id, query }),
        ),
    ),
  )
