// /api/files/files/sds/engagements/{engagementId} (rule api.reports-files: POST the original SDS
// of an insurance validation as the multipart field File, GET the engagement's SDS files),
// /api/files/files/note/notes/{noteId} (POST a note's evidence file, GET its files) and
// /api/files/files/{fileId} (download one, or DELETE an uploaded original or a note's file).
import type { Context } from 'hono'
import { Hono } from 'hono'
import { Uuid } from '#domain/actors'
import { DOCUMENT_MAX_BYTES } from '#domain/documents'
import type { AppDeps } from '../../app.ts'
import { decodeWith } from '../../http/decode.ts'
import type { AppEnv } from '../../http/env.ts'
import { readUploadedFile } from '../../http/upload.ts'
import { disputeFilesRoutes, isDisputeFile, readSessionDisputeFile } from '../disputes/dispute-files.routes.ts'
import { downloadResponse } from '../files/file-response.ts'
import {
  authoriseNoteFileUpload,
  deleteNoteFile,
  isNoteFile,
  listNoteFiles,
  readNoteFile,
  uploadNoteFile,
} from '../notes/note-files.service.ts'
import {
  authoriseOriginalSdsUpload,
  deleteOriginalSds,
  listSdsFiles,
  readSdsFile,
  uploadOriginalSds,
} from '../sds/original-sds.service.ts'

// No pattern on the ids: a malformed one is answered 400 by its schema, not 404 as an unknown route.
const ENGAGEMENT_SDS = '/sds/engagements/:engagementId'
const NOTE_FILES = '/note/notes/:noteId'
const ONE_FILE = '/:fileId'

/** Mounted under /files, behind the session check of filesRoutes. */
export const engagementFilesRoutes = (deps: AppDeps) => {
  const caller = (c: Context<AppEnv>) => ({
    db: deps.db,
    blobs: deps.blobs,
    logger: c.get('logger'),
    session: c.get('session'),
  })
  const engagementId = (c: Context<AppEnv>) => decodeWith(Uuid, c.req.param('engagementId'))
  const fileId = (c: Context<AppEnv>) => decodeWith(Uuid, c.req.param('fileId'))
  const noteId = (c: Context<AppEnv>) => decodeWith(Uuid, c.req.param('noteId'))
  return (
    new Hono<AppEnv>()
      .post(ENGAGEMENT_SDS, async (c) => {
        const target = { ...caller(c), engagementId: engagementId(c) }
        await authoriseOriginalSdsUpload(target, target.engagementId)
        const file = await readUploadedFile(c, 'File', DOCUMENT_MAX_BYTES)
        return c.json(await uploadOriginalSds({ ...target, file }), 201)
      })
      .get(ENGAGEMENT_SDS, async (c) => c.json(await listSdsFiles(caller(c), engagementId(c))))
      .post(NOTE_FILES, async (c) => {
        const target = { ...caller(c), noteId: noteId(c) }
        await authoriseNoteFileUpload(target, target.noteId)
        const file = await readUploadedFile(c, 'File', DOCUMENT_MAX_BYTES)
        return c.json(await uploadNoteFile({ ...target, file }), 201)
      })
      .get(NOTE_FILES, async (c) => c.json(await listNoteFiles(caller(c), noteId(c))))
      // One address for every document: a note's evidence or an engagement's SDS, each with its own rules.
      .route('/', disputeFilesRoutes(deps))
      .get(ONE_FILE, async (c) => {
        const id = fileId(c)
        if (await isDisputeFile(deps.db, id)) return downloadResponse(c, await readSessionDisputeFile(caller(c), id))
        const read = (await isNoteFile(deps.db, id)) ? readNoteFile : readSdsFile
        return downloadResponse(c, await read(caller(c), id))
      })
      .delete(ONE_FILE, async (c) => {
        const id = fileId(c)
        await ((await isNoteFile(deps.db, id)) ? deleteNoteFile : deleteOriginalSds)(caller(c), id)
        return c.body(null, 204)
      })
  )
}
