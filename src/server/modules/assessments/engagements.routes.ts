// /api/assessments/engagements: the engagement commands that exist so far, its audit trail, and a list.
import * as Schema from 'effect/Schema'
import { Hono } from 'hono'
import { Uuid } from '#domain/actors'
import { isTrue, ListQuery, pagingOf } from '#domain/list'
import { PatchList, ReplaceOperation } from '#domain/patch'
import type { AppDeps } from '../../app.ts'
import { requireSession } from '../../auth/require-session.ts'
import { decodeBody, decodeQuery, decodeWith } from '../../http/decode.ts'
import type { AppEnv } from '../../http/env.ts'
import { engagementAudit } from './engagement-audit.service.ts'
import { commandEngagement } from './engagement-commands.service.ts'
import { listEngagements } from './engagements.queries.ts'

// A patch of a governed field is an event, never a write: /archived maps to archive or unarchive.
const EngagementPatch = PatchList([ReplaceOperation('/archived', Schema.Boolean)]).pipe(
  Schema.check(Schema.isMaxLength(1, { message: 'Send one replace operation on /archived.' })),
)

export const engagementsRoutes = (deps: AppDeps) =>
  new Hono<AppEnv>()
    .use('*', requireSession(deps.tokens))
    .get('/', async (c) => {
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
    .get('/:id/audit', async (c) => {
      const engagementId = decodeWith(Uuid, c.req.param('id'))
      return c.json(await engagementAudit({ db: deps.db, session: c.get('session'), engagementId }))
    })
    .patch('/:id', async (c) => {
      const engagementId = decodeWith(Uuid, c.req.param('id'))
      const [operation] = await decodeBody(c, EngagementPatch)
      const event = operation!.value
        ? { type: 'engagement.archive' as const }
        : { type: 'engagement.unarchive' as const }
      return c.json(await commandEngagement({ db: deps.db, session: c.get('session'), engagementId, event }))
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
      return c.json(
        await commandEngagement({
          db: deps.db,
          session: c.get('session'),
          engagementId,
          event: { type: 'engagement.reopen' },
        }),
      )
    })
