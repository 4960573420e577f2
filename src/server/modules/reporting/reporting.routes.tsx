// /api/reporting: documents rendered on the server.
import { eq } from 'drizzle-orm'
import * as Schema from 'effect/Schema'
import { Hono } from 'hono'
import { Uuid } from '#domain/actors'
import { UsageQuery } from '#domain/reporting'
import type { AppDeps } from '../../app.ts'
import { requireSession } from '../../auth/require-session.ts'
import { terms } from '../../db/schema.ts'
import { decodeQuery, decodeWith } from '../../http/decode.ts'
import type { AppEnv } from '../../http/env.ts'
import { NotFound } from '../../http/errors.ts'
import { usageOf } from './usage.service.ts'

const TermsQuery = Schema.Struct({ html: Schema.optionalKey(Schema.Literals(['true', 'false'])) })

export const reportingRoutes = (deps: AppDeps) =>
  new Hono<AppEnv>()
    .use('*', requireSession(deps.tokens))
    .get('/usage', async (c) =>
      c.json(await usageOf({ db: deps.db, session: c.get('session'), query: decodeQuery(c, UsageQuery) })),
    )
    .get('/reports/terms/:id', async (c) => {
      const id = decodeWith(Uuid, c.req.param('id'))
      const query = decodeQuery(c, TermsQuery)
      const row = (await deps.db.select().from(terms).where(eq(terms.id, id)))[0]
      if (!row) throw NotFound('These terms')
      if (query.html === 'true') return c.html(row.content)
      const pdf = await deps.pdf.render({ document: 'terms', html: row.content, version: row.version })
      return c.body(new Uint8Array(pdf), 200, {
        'content-type': 'application/pdf',
        'content-disposition': `inline; filename="terms-${row.version}.pdf"`,
      })
    })
