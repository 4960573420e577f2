// /api/assessments/audit: the Assessment log of an organisation and its subtree (needs Audit:Read there).
import { Hono } from 'hono'
import { pagingOf } from '#domain/list'
import { AuditLogQuery } from '#domain/reporting'
import type { AppDeps } from '../../app.ts'
import { organisationUsersOnly } from '../../auth/organisation-side.ts'
import { requireSession } from '../../auth/require-session.ts'
import { decodeQuery } from '../../http/decode.ts'
import type { AppEnv } from '../../http/env.ts'
import { organisationAuditLog } from './organisation-audit.service.ts'

export const auditRoutes = (deps: AppDeps) =>
  new Hono<AppEnv>().use('*', requireSession(deps.tokens), organisationUsersOnly).get('/', async (c) => {
    const query = decodeQuery(c, AuditLogQuery)
    return c.json(
      await organisationAuditLog({
        db: deps.db,
        session: c.get('session'),
        organisationId: query.org_id,
        search: query.search ?? '',
        ...pagingOf(query),
      }),
    )
  })
