// /api/assessments/audit: the Assessment log of an organisation and its subtree (needs Audit:Read there).
import { Hono } from 'hono'
import { PageOf, pagingOf } from '#domain/list'
import { AuditLogEntry, AuditLogQuery } from '#domain/reporting'
import type { AppDeps } from '../../app.ts'
import { organisationUsersOnly } from '../../auth/organisation-side.ts'
import { requireSession } from '../../auth/require-session.ts'
import { described } from '../../http/described-route.ts'
import type { AppEnv } from '../../http/env.ts'
import { organisationAuditLog } from './organisation-audit.service.ts'

export const auditRoutes = (deps: AppDeps) =>
  new Hono<AppEnv>().use('*', requireSession(deps.tokens), organisationUsersOnly).get(
    '/',
    described(
      {
        summary: 'The Assessment log of an organisation and the organisations below it, newest first',
        description:
          "Every event of their engagements' trails; `search` looks in the engagement's and the person's name.",
        tag: 'Audit',
        query: AuditLogQuery,
        responses: { 200: PageOf(AuditLogEntry) },
        errors: [403, 404],
      },
      async (c, { query }) =>
        c.json(
          await organisationAuditLog({
            db: deps.db,
            session: c.get('session'),
            organisationId: query.org_id,
            search: query.search ?? '',
            ...pagingOf(query),
          }),
        ),
    ),
  )
