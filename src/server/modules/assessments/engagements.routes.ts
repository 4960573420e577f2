// /api/assessments/engagements: create, read and edit an engagement, its lifecycle commands, its
// assessments, its audit trail, its full record as one download, and a list.
import * as Schema from 'effect/Schema'
import { Hono } from 'hono'
import { Created, IdParam } from '#domain/api-contract'
import {
  AssessmentRecord,
  CreateEngagement,
  EngagementListItem,
  EngagementPatch,
  EngagementRecord,
  EngagementStatusChange,
} from '#domain/assessments'
import { EngagementAudit } from '#domain/engagement-trail'
import { isTrue, ListQuery, PageOf, pagingOf } from '#domain/list'
import type { AppDeps } from '../../app.ts'
import { organisationUsersOnly } from '../../auth/organisation-side.ts'
import { requireSession } from '../../auth/require-session.ts'
import { described } from '../../http/described-route.ts'
import type { AppEnv } from '../../http/env.ts'
import { expectedVersion } from '../../http/if-match.ts'
import { engagementAudit } from '../audit/engagement-audit.service.ts'
import { exportEngagementRecord } from '../audit/engagement-export.service.ts'
import { getEngagementRecord, recordAfterCommand } from '../engagements/engagement-record.service.ts'
import { reassessEngagement, reopenEngagement } from './assessment-lifecycle.service.ts'
import { createContractorEngagement } from './create-engagement.service.ts'
import { commandEngagement } from './engagement-commands.service.ts'
import { patchEngagement } from './engagement-details.service.ts'
import { listEngagements } from './engagements.queries.ts'

const tag = 'Engagements'

export const engagementsRoutes = (deps: AppDeps) =>
  new Hono<AppEnv>()
    .use('*', requireSession(deps.tokens))
    // The list and a new engagement are the organisation's; an engagement's own routes also serve a worker's review.
    .get(
      '/',
      organisationUsersOnly,
      described(
        {
          summary: 'List the engagements the caller may read, the latest changed first',
          tag,
          query: ListQuery,
          responses: { 200: PageOf(EngagementListItem) },
          errors: [403],
        },
        async (c, { query }) =>
          c.json(
            await listEngagements({
              db: deps.db,
              session: c.get('session'),
              search: query.search ?? '',
              ...pagingOf(query),
              includeArchived: isTrue(query.include_archived),
            }),
          ),
      ),
    )
    .post(
      '/',
      organisationUsersOnly,
      described(
        {
          summary: 'Create a contractor engagement with its first assessment',
          description:
            'The question set decides the kind: FULL for a full assessment, SHORT for insurance validation. ' +
            '`role_id` copies the answers of a completed role into the new assessment as answers in progress.',
          tag,
          body: CreateEngagement,
          responses: { 201: Created },
          errors: [403, 404],
        },
        async (c, { body }) =>
          c.json(await createContractorEngagement({ db: deps.db, session: c.get('session') }, body), 201),
      ),
    )
    .get(
      '/:id',
      described(
        {
          summary: 'Read an engagement with its assessments, reviewers and the commands the caller may send',
          tag,
          params: IdParam,
          responses: { 200: EngagementRecord },
          errors: [403, 404],
        },
        async (c, { params }) => c.json(await getEngagementRecord(deps.db, c.get('session'), params.id)),
      ),
    )
    .get(
      '/:id/assessments',
      described(
        {
          summary: "List an engagement's assessments, the current one first",
          tag,
          params: IdParam,
          responses: { 200: Schema.Array(AssessmentRecord) },
          errors: [403, 404],
        },
        async (c, { params }) => c.json((await getEngagementRecord(deps.db, c.get('session'), params.id)).assessments),
      ),
    )
    .get(
      '/:id/audit',
      described(
        {
          summary: "An engagement's audit trail, with a check of its hash chain",
          tag,
          params: IdParam,
          responses: { 200: EngagementAudit },
          errors: [403, 404],
        },
        async (c, { params }) =>
          c.json(await engagementAudit({ db: deps.db, session: c.get('session'), engagementId: params.id })),
      ),
    )
    .get(
      '/:id/record',
      described(
        {
          summary: "Download an engagement's full record as one ZIP file",
          description: 'Every part of the record, each file hashed in a manifest; the export is written to the trail.',
          tag,
          params: IdParam,
          responses: { 200: { file: 'application/zip', description: "The engagement's record" } },
          errors: [403, 404],
        },
        async (c, { params }) => {
          const record = await exportEngagementRecord(
            { db: deps.db, blobs: deps.blobs, session: c.get('session') },
            params.id,
          )
          return c.body(new Uint8Array(record.zip), 200, {
            'content-type': 'application/zip',
            'content-disposition': `attachment; filename="${record.filename}"`,
            'cache-control': 'private, no-store',
          })
        },
      ),
    )
    .patch(
      '/:id',
      described(
        {
          summary: "Change an engagement's details, or archive or unarchive it",
          description: 'A JSON Patch list of replace operations; `/archived`, sent on its own, archives or unarchives.',
          tag,
          params: IdParam,
          body: EngagementPatch,
          ifMatch: 'optional',
          responses: { 200: EngagementRecord },
          errors: [403, 404, 409],
        },
        async (c, { params, body }) => {
          const caller = { db: deps.db, session: c.get('session') }
          const reached = await patchEngagement(
            caller,
            params.id,
            body,
            expectedVersion(c.req.header('if-match'), 'engagement'),
          )
          return c.json(await recordAfterCommand(deps.db, c.get('session'), reached))
        },
      ),
    )
    .delete(
      '/:id',
      described(
        {
          summary: 'Delete an engagement',
          tag,
          params: IdParam,
          responses: { 204: null },
          errors: [403, 404, 409],
        },
        async (c, { params }) => {
          await commandEngagement({
            db: deps.db,
            session: c.get('session'),
            engagementId: params.id,
            event: { type: 'engagement.delete' },
          })
          return c.body(null, 204)
        },
      ),
    )
    .post(
      '/:id/reopen',
      described(
        {
          summary: "Reopen an engagement's completed assessment as a new assessment",
          tag,
          params: IdParam,
          responses: { 200: EngagementStatusChange },
          errors: [403, 404, 409],
        },
        async (c, { params }) => c.json(await reopenEngagement({ db: deps.db, session: c.get('session') }, params.id)),
      ),
    )
    .post(
      '/:id/reassess',
      described(
        {
          summary: 'Reassess an engagement: a new engagement made from it, with a fresh assessment',
          description: 'An engagement is reassessed once; the next reassessment starts from its successor (409).',
          tag,
          params: IdParam,
          responses: { 201: Created },
          errors: [403, 404, 409],
        },
        async (c, { params }) =>
          c.json(await reassessEngagement({ db: deps.db, session: c.get('session') }, params.id), 201),
      ),
    )
