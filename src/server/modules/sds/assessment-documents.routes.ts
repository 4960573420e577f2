// /api/reporting/reports/assessment/{id}/report and /sds: an assessment's report and its SDS as PDF downloads,
// mounted beside the reporting routes (rule api.reports-files).
import { Hono } from 'hono'
import { IdParam } from '#domain/api-contract'
import type { AppDeps } from '../../app.ts'
import { requireSession } from '../../auth/require-session.ts'
import { described } from '../../http/described-route.ts'
import type { AppEnv } from '../../http/env.ts'
import { pdfResponse } from '../reporting/pdf-response.ts'
import { assessmentReport, assessmentSds } from './assessment-documents.service.ts'

const tag = 'Reports and SDS'

export const assessmentDocumentsRoutes = (deps: AppDeps) =>
  new Hono<AppEnv>()
    .use('*', requireSession(deps.tokens))
    .get(
      '/reports/assessment/:id/report',
      described(
        {
          summary: "Download an assessment's report",
          description: 'The assessment report as a PDF: the answers, the result and its reasons.',
          tag,
          params: IdParam,
          responses: { 200: { file: 'application/pdf', description: 'The report, as an attachment.' } },
          errors: [403, 404, 409, 503],
        },
        async (c, { params }) =>
          pdfResponse(
            await assessmentReport(
              { db: deps.db, blobs: deps.blobs, pdf: deps.pdf, session: c.get('session') },
              params.id,
            ),
          ),
      ),
    )
    .get(
      '/reports/assessment/:id/sds',
      described(
        {
          summary: "Download an assessment's status determination statement (SDS)",
          description: 'The SDS as a PDF; once issued, the version issued, unchanged.',
          tag,
          params: IdParam,
          responses: { 200: { file: 'application/pdf', description: 'The SDS, as an attachment.' } },
          errors: [403, 404, 409, 503],
        },
        async (c, { params }) =>
          pdfResponse(
            await assessmentSds(
              { db: deps.db, blobs: deps.blobs, pdf: deps.pdf, session: c.get('session') },
              params.id,
            ),
          ),
      ),
    )
