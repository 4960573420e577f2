// /api/assessments/engagements: create, read and edit an engagement, its lifecycle commands, its
// assessments, its audit trail, its full record as one download, and a list.
import { Hono } from 'hono'
import { Uuid } from '#domain/actors'
import { CreateEngagement, EngagementPatch } from '#domain/assessments'
import { isTrue, ListQuery, pagingOf } from '#domain/list'
import type { AppDeps } from '../../app.ts'
import { organisationUsersOnly } from '../../auth/organisation-side.ts'
import { requireSession } from '../../auth/require-session.ts'
import { decodeBody, decodeQuery, decodeWith } from '../../http/decode.ts'
import type { AppEnv } from '../../http/env.ts'
import { expectedVersion } from '../../http/if-match.ts'
import { engagementAudit } from '../audit/engagement-audit.service.ts'
import { exportEngagementRecord } from '../audit/engagement-export.service.ts'
import { getEngagementRecord } from '../engagements/engagement-record.service.ts'
import { reassessEngagement, reopenEngagement } from './assessment-lifecycle.service.ts'
import { createContractorEngagement } from './create-engagement.service.ts'
import { commandEngagement } from './engagement-commands.service.ts'
import { patchEngagement } from './engagement-details.service.ts'
import { listEngagements } from './engagements.queries.ts'

export const engagementsRoutes = (deps: AppDeps) =>
  new Hono<AppEnv>()
    .use('*', requireSession(deps.tokens))
    // The list and a new engagement are the organisation's; an engagement's own routes also serve a worker's review.
    .get('/', organisationUsersOnly, async (c) => {
      const query = decodeQuery(c, ListQuery)
      return c.json(
        await listEngagements({
          db: deps.db,
          session: c.get('session'),
          search: query.search ?? '',
          ...pagingOf(query),
          includeArchived: isTrue(query.include_archived),
        }),
      )
    })
    .post('/', organisationUsersOnly, async (c) => {
      const body = await decodeBody(c, CreateEngagement)
      return c.json(await createContractorEngagement({ db: deps.db, session: c.get('session') }, body), 201)
    })
    .get('/:id', async (c) => {
      const engagementId = decodeWith(Uuid, c.req.param('id'))
      return c.json(await getEngagementRecord(deps.db, c.get('session'), engagementId))
    })
    .get('/:id/assessments', async (c) => {
      const engagementId = decodeWith(Uuid, c.req.param('id'))
      return c.json((await getEngagementRecord(deps.db, c.get('session'), engagementId)).assessments)
    })
    .get('/:id/audit', async (c) => {
      const engagementId = decodeWith(Uuid, c.req.param('id'))
      return c.json(await engagementAudit({ db: deps.db, session: c.get('session'), engagementId }))
    })
    .get('/:id/record', async (c) => {
      const engagementId = decodeWith(Uuid, c.req.param('id'))
      const record = await exportEngagementRecord(
        { db: deps.db, blobs: deps.blobs, session: c.get('session') },
        engagementId,
      )
      return c.body(new Uint8Array(record.zip), 200, {
        'content-type': 'application/zip',
        'content-disposition': `attachment; filename="${record.filename}"`,
        'cache-control': 'private, no-store',
      })
    })
    .patch('/:id', async (c) => {
      const engagementId = decodeWith(Uuid, c.req.param('id'))
      const patch = await decodeBody(c, EngagementPatch)
      const caller = { db: deps.db, session: c.get('session') }
      await patchEngagement(caller, engagementId, patch, expectedVersion(c.req.header('if-match'), 'engagement'))
      return c.json(await getEngagementRecord(deps.db, c.get('session'), engagementId))
    })
    .delete('/:id', async (c) => {
      const engagementId = decodeWith(Uuid, c.req.param('id'))
      await commandEngagement({
        db: deps.db,
        session: c.get('session'),
        engagementId,
        event: { type: 'engagement.delete' },
      })
      return c.body(null, 204)
    })
    .post('/:id/reopen', async (c) => {
      const engagementId = decodeWith(Uuid, c.req.param('id'))
      return c.json(await reopenEngagement({ db: deps.db, session: c.get('session') }, engagementId))
    })
    .post('/:id/reassess', async (c) => {
      const engagementId = decodeWith(Uuid, c.req.param('id'))
      return c.json(await reassessEngagement({ db: deps.db, session: c.get('session') }, engagementId), 201)
    })
