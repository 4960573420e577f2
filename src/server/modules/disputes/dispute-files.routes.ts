// /api/files/files/dispute/engagements/{engagementId}/disputes/{disputeId} (rule api.reports-files):
// POST more files to an open dispute (multipart File; the form field purpose "response" for the client's
// response), GET its files. A dispute's file downloads at /api/files/files/{fileId} like every document.
import * as Schema from 'effect/Schema'
import { Hono } from 'hono'
import type { Logger } from 'pino'
import { Uuid } from '#domain/actors'
import { DisputeFileItemWire } from '#domain/sds-distribution'
import type { AccessTokenClaims } from '#domain/session'
import type { AppDeps } from '../../app.ts'
import type { Database } from '../../db/client.ts'
import { described } from '../../http/described-route.ts'
import type { AppEnv } from '../../http/env.ts'
import type { BlobStore } from '../files/blob-store.ts'
import { readableOrMissing } from '../files/file-reach.ts'
import { disputeCallerOf } from './dispute-access.ts'
import { readDisputeFiles } from './dispute-requests.ts'
import {
  addDisputeFiles,
  isDisputeFile,
  listDisputeFiles,
  readDisputeFile,
  sessionFileUrl,
} from './disputes.service.ts'

export { isDisputeFile }

const DISPUTE_FILES = '/dispute/engagements/:engagementId/disputes/:disputeId'

export const readSessionDisputeFile = (
  caller: { db: Database; blobs: BlobStore; logger: Logger; session: AccessTokenClaims },
  fileId: string,
) =>
  readableOrMissing(() =>
    readDisputeFile(caller, (engagementId) => disputeCallerOf(caller.db, caller.session, engagementId), fileId),
  )

/** More files for an open dispute: the party's own, or the end client's for its response. */
export const DISPUTE_FILES_FORM = {
  File: { description: 'A file; the field repeats for each file (up to 10).', file: true },
  purpose: { description: '"response" for the end client’s files backing its response; otherwise left out.' },
} as const

const tag = 'Disputes'
const DisputeParams = Schema.Struct({ engagementId: Uuid, disputeId: Uuid })

/** Mounted under /files/files, behind the session check of filesRoutes. */
export const disputeFilesRoutes = (deps: AppDeps) =>
  new Hono<AppEnv>()
    .post(
      DISPUTE_FILES,
      described(
        {
          summary: 'Add files to an open dispute',
          description: 'The party adds files to its own dispute; the end client adds those of its response.',
          tag,
          params: DisputeParams,
          form: DISPUTE_FILES_FORM,
          responses: { 201: Schema.Array(DisputeFileItemWire) },
          errors: [403, 404, 409],
        },
        async (c, { params }) => {
          const caller = await disputeCallerOf(deps.db, c.get('session'), params.engagementId)
          const { purpose, files } = await readDisputeFiles(c)
          const stored = await addDisputeFiles(
            { db: deps.db, blobs: deps.blobs, logger: c.get('logger') },
            caller,
            params.disputeId,
            purpose,
            files,
            sessionFileUrl,
          )
          return c.json(stored, 201)
        },
      ),
    )
    .get(
      DISPUTE_FILES,
      described(
        {
          summary: "A dispute's files and those of its response",
          tag,
          params: DisputeParams,
          responses: { 200: Schema.Array(DisputeFileItemWire) },
          errors: [403, 404],
        },
        async (c, { params }) => {
          const caller = await disputeCallerOf(deps.db, c.get('session'), params.engagementId)
          return c.json(await listDisputeFiles(deps.db, caller, params.disputeId, sessionFileUrl))
        },
      ),
    )
