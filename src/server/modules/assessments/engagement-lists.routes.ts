// /api/assessments/engagements/progress and /assessments (rule
// api.engagement-lists), and the directory's CSV export. Mounted before the engagement
// routes, whose "/:id" would otherwise take these paths.
import { Hono } from 'hono'
import { CSV_BOM } from '#domain/csv'
import { BoardQuery, DirectoryQuery } from '#domain/engagement-lists'
import type { AppDeps } from '../../app.ts'
import { organisationUsersOnly } from '../../auth/organisation-side.ts'
import { requireSession } from '../../auth/require-session.ts'
import { decodeQuery } from '../../http/decode.ts'
import type { AppEnv } from '../../http/env.ts'
import { directoryCsv, getDirectoryPage, getProgressBoard } from './engagement-lists.service.ts'

export const engagementListsRoutes = (deps: AppDeps) =>
  new Hono<AppEnv>()
    .use('/progress', requireSession(deps.tokens), organisationUsersOnly)
    .use('/assessments', requireSession(deps.tokens), organisationUsersOnly)
    .use('/assessments/export', requireSession(deps.tokens), organisationUsersOnly)
    .get('/progress', async (c) =>
      c.json(await getProgressBoard({ db: deps.db, session: c.get('session') }, decodeQuery(c, BoardQuery))),
    )
    .get('/assessments', async (c) =>
      c.json(await getDirectoryPage({ db: deps.db, session: c.get('session') }, decodeQuery(c, DirectoryQuery))),
    )
    .get('/assessments/export', async (c) => {
      // Checked and scoped before the first byte: a refusal is still a proper error response.
      const lines = await directoryCsv({ db: deps.db, session: c.get('session') }, decodeQuery(c, DirectoryQuery))
      const encoder = new TextEncoder()
      const body = new ReadableStream<Uint8Array>({
        start: (controller) => controller.enqueue(encoder.encode(CSV_BOM)),
        pull: async (controller) => {
          const next = await lines.next()
          if (next.done) controller.close()
          else controller.enqueue(encoder.encode(next.value))
        },
      })
      const day = new Date().toISOString().slice(0, 10)
      return c.body(body, 200, {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="assessments-${day}.csv"`,
        'cache-control': 'no-store',
      })
    })
