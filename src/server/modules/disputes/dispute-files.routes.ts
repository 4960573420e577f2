// /api/files/files/dispute/engagements/{engagementId}/disputes/{disputeId} (rule api.reports-files):
// POST more files to an open dispute (multipart File; the form field purpose "response" for the client's
// response), GET its files. A dispute's file downloads at /api/files/files/{fileId} like every document.
import type { Context } from 'hono'
import { Hono } from 'hono'
import type { Logger } from 'pino'
import { Uuid } from '#domain/actors'
import type { AccessTokenClaims } from '#domain/session'
import type { AppDeps } from '../../app.ts'
import type { Database } from '../../db/client.ts'
import { decodeWith } from '../../http/decode.ts'
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

/** Mounted under /files/files, behind the session check of filesRoutes. */
export const disputeFilesRoutes = (deps: AppDeps) => {
  const target = (c: Context<AppEnv>) => ({
    engagementId: decodeWith(Uuid, c.req.param('engagementId')),
    disputeId: decodeWith(Uuid, c.req.param('disputeId')),
  })
  return new Hono<AppEnv>()
    .post(DISPUTE_FILES, async (c) => {
      const { engagementId, disputeId } = target(c)
      const caller = await disputeCallerOf(deps.db, c.get('session'), engagementId)
      const { purpose, files } = await readDisputeFiles(c)
      const stored = await addDisputeFiles(
        { db: deps.db, blobs: deps.blobs, logger: c.get('logger') },
        caller,
        disputeId,
        purpose,
        files,
        sessionFileUrl,
      )
      return c.json(stored, 201)
    })
    .get(DISPUTE_FILES, async (c) => {
      const { engagementId, disputeId } = target(c)
      const caller = await disputeCallerOf(deps.db, c.get('session'), engagementId)
      return c.json(await listDisputeFiles(deps.db, caller, disputeId, sessionFileUrl))
    })
}
