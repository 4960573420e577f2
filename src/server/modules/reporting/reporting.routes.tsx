// /api/reporting: documents rendered on the server.
import { eq } from 'drizzle-orm'
import * as Schema from 'effect/Schema'
import { Hono } from 'hono'
import { IdParam } from '#domain/api-contract'
import { UsageQuery, UsageResponse } from '#domain/reporting'
import type { AppDeps } from '../../app.ts'
import { requireSession } from '../../auth/require-session.ts'
import { terms } from '../../db/schema.ts'
import { described } from '../../http/described-route.ts'
import type { AppEnv } from '../../http/env.ts'
import { NotFound } from '../../http/errors.ts'
import { usageOf } from './usage.service.ts'

const TermsQuery = Schema.Struct({ html: Schema.optionalKey(Schema.Literals(['true', 'false'])) })
const tag = 'Reports and SDS'

export const reportingRoutes = (deps: AppDeps) =>
  new Hono<AppEnv>()
    .use('*', requireSession(deps.tokens))
    .get(
      '/usage',
      described(
        {
          summary: "An organisation's usage per month: engagements started and completed",
          description:
            'Per organisation of the subtree, for the months from `from` to `to` (YYYY-MM; the last 12 months by ' +
            'default, at most 36). Real usage only, never money.',
          tag,
          query: UsageQuery,
          responses: { 200: UsageResponse },
          errors: [403, 404],
        },
        async (c, { query }) => c.json(await usageOf({ db: deps.db, session: c.get('session'), query })),
      ),
    )
    .get(
      '/reports/terms/:id',
      described(
        {
          summary: 'Download a version of the terms and conditions',
          description: 'A PDF by default; `html=true` answers the terms as the HTML page they are written in.',
          tag,
          params: IdParam,
          query: TermsQuery,
          responses: { 200: { file: 'application/pdf', description: 'The terms, as a PDF (or HTML with html=true).' } },
          errors: [404, 503],
        },
        async (c, { params, query }) => {
          const row = (await deps.db.select().from(terms).where(eq(terms.id, params.id)))[0]
          if (!row) throw NotFound('These terms')
          if (query.html === 'true') return c.html(row.content)
          const pdf = await deps.pdf.render({ document: 'terms', html: row.content, version: row.version })
          return c.body(new Uint8Array(pdf), 200, {
            'content-type': 'application/pdf',
            'content-disposition': `inline; filename="terms-${row.version}.pdf"`,
          })
        },
      ),
    )
