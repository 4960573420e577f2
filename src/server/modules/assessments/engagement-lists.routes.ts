// /api/assessments/engagements/progress and /assessments (rule
// api.engagement-lists), and the directory's CSV export. Mounted before the engagement
// routes, whose "/:id" would otherwise take these paths.
import { Hono } from 'hono'
import { CSV_BOM } from '#domain/csv'
import { BoardQuery, DirectoryPage, DirectoryQuery, ProgressBoard } from '#domain/engagement-lists'
import type { AppDeps } from '../../app.ts'
import { organisationUsersOnly } from '../../auth/organisation-side.ts'
import { requireSession } from '../../auth/require-session.ts'
import { described } from '../../http/described-route.ts'
import type { AppEnv } from '../../http/env.ts'
import { directoryCsv, getDirectoryPage, getProgressBoard } from './engagement-lists.service.ts'

const tag = 'Engagements'

export const engagementListsRoutes = (deps: AppDeps) =>
  new Hono<AppEnv>()
    .use('/progress', requireSession(deps.tokens), organisationUsersOnly)
    .use('/assessments', requireSession(deps.tokens), organisationUsersOnly)
    .use('/assessments/export', requireSession(deps.tokens), organisationUsersOnly)
    .get(
      '/progress',
      described(
        {
          summary: 'The progress board: the engagements in reach by stage, each column capped',
          tag,
          query: BoardQuery,
          responses: { 200: ProgressBoard },
          errors: [403, 404],
        },
        async (c, { query }) => c.json(await getProgressBoard({ db: deps.db, session: c.get('session') }, query)),
      ),
    )
    .get(
      '/assessments',
      described(
        {
          summary: 'The assessments directory: a page of the engagements in reach, filtered and sorted',
          tag,
          query: DirectoryQuery,
          responses: { 200: DirectoryPage },
          errors: [403, 404],
        },
        async (c, { query }) => c.json(await getDirectoryPage({ db: deps.db, session: c.get('session') }, query)),
      ),
    )
    .get(
      '/assessments/export',
      described(
        {
          summary: 'The assessments directory as a CSV file, every row the filters select',
          tag,
          query: DirectoryQuery,
          responses: { 200: { file: 'text/csv', description: 'The directory, one engagement a line' } },
          errors: [403, 404],
        },
        async (c, { query }) => {
          // Checked and scoped before the first byte: a refusal is still a proper error response.
          const lines = await directoryCsv({ db: deps.db, session: c.get('session') }, query)
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
        },
      ),
    )
