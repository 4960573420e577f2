// /api/assessments/contractors/{id}/engagements (rules api.contractors, api.engagements).
import { Hono } from 'hono'
import { Uuid } from '#domain/actors'
import { ContractorEngagementsQuery } from '#domain/contractor-engagements'
import type { AppDeps } from '../../app.ts'
import { organisationUsersOnly } from '../../auth/organisation-side.ts'
import { requireSession } from '../../auth/require-session.ts'
import { decodeQuery, decodeWith } from '../../http/decode.ts'
import type { AppEnv } from '../../http/env.ts'
import { listContractorEngagements } from './contractor-engagements.service.ts'

export const contractorEngagementsRoutes = (deps: AppDeps) =>
  new Hono<AppEnv>().use('*', requireSession(deps.tokens), organisationUsersOnly).get('/:id/engagements', async (c) => {
    const contractorId = decodeWith(Uuid, c.req.param('id'))
    const query = decodeQuery(c, ContractorEngagementsQuery)
    return c.json(await listContractorEngagements({ db: deps.db, session: c.get('session'), contractorId, query }))
  })
