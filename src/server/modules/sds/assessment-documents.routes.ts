// /api/reporting/reports/assessment/{id}/report and /sds: an assessment's report and its SDS as PDF downloads,
// mounted beside the reporting routes (rule api.reports-files).
import { Hono } from 'hono'
import { Uuid } from '#domain/actors'
import type { AppDeps } from '../../app.ts'
import { requireSession } from '../../auth/require-session.ts'
import { decodeWith } from '../../http/decode.ts'
import type { AppEnv } from '../../http/env.ts'
import { pdfResponse } from '../reporting/pdf-response.ts'
import { assessmentReport, assessmentSds } from './assessment-documents.service.ts'

export const assessmentDocumentsRoutes = (deps: AppDeps) =>
  new Hono<AppEnv>()
    .use('*', requireSession(deps.tokens))
    .get('/reports/assessment/:id/report', async (c) => {
      const id = decodeWith(Uuid, c.req.param('id'))
      return pdfResponse(
        await assessmentReport({ db: deps.db, blobs: deps.blobs, pdf: deps.pdf, session: c.get('session') }, id),
      )
    })
    .get('/reports/assessment/:id/sds', async (c) => {
      const id = decodeWith(Uuid, c.req.param('id'))
      return pdfResponse(
        await assessmentSds({ db: deps.db, blobs: deps.blobs, pdf: deps.pdf, session: c.get('session') }, id),
      )
    })
