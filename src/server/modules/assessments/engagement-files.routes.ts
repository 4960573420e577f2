// /api/files/files/sds/engagements/{engagementId} (rule api.reports-files: POST the original SDS
// of an insurance validation as the multipart field File, GET the engagement's SDS files),
// /api/files/files/note/notes/{noteId} (POST a note's evidence file, GET its files) and
// /api/files/files/{fileId} (download one, or DELETE an uploaded original or a note's file).
import * as Schema from 'effect/Schema'
import type { Context } from 'hono'
import { Hono } from 'hono'
import { Uuid } from '#domain/actors'
import { DOCUMENT_MAX_BYTES, SdsFile } from '#domain/documents'
import { NoteFile } from '#domain/notes'
import type { AppDeps } from '../../app.ts'
import { described } from '../../http/described-route.ts'
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
const EngagementParam = Schema.Struct({ engagementId: Uuid })
const NoteParam = Schema.Struct({ noteId: Uuid })
const FileParam = Schema.Struct({ fileId: Uuid })
const DOCUMENT = {
  description: 'A Word, Excel, PowerPoint, PDF, text, CSV, PNG, JPEG or SVG document of at most 5MB',
  file: true,
} as const
const tag = 'Files'

/** Mounted under /files, behind the session check of filesRoutes. */
export const engagementFilesRoutes = (deps: AppDeps) => {
  const caller = (c: Context<AppEnv>) => ({
    db: deps.db,
    blobs: deps.blobs,
    logger: c.get('logger'),
    session: c.get('session'),
  })
  return (
    new Hono<AppEnv>()
      .post(
        ENGAGEMENT_SDS,
        described(
          {
            summary: 'Attach the original SDS an insurance validation checks',
            description: 'Only an insurance validation (short assessment) of a contractor engagement takes one (409).',
            tag,
            params: EngagementParam,
            form: { File: DOCUMENT },
            responses: { 201: SdsFile },
            errors: [403, 404, 409],
          },
          async (c, { params }) => {
            const target = { ...caller(c), engagementId: params.engagementId }
            await authoriseOriginalSdsUpload(target, target.engagementId)
            const file = await readUploadedFile(c, 'File', DOCUMENT_MAX_BYTES)
            return c.json(await uploadOriginalSds({ ...target, file }), 201)
          },
        ),
      )
      .get(
        ENGAGEMENT_SDS,
        described(
          {
            summary: "List an engagement's SDS files: the issued statements and any uploaded original",
            tag,
            params: EngagementParam,
            responses: { 200: Schema.Array(SdsFile) },
            errors: [403, 404],
          },
          async (c, { params }) => c.json(await listSdsFiles(caller(c), params.engagementId)),
        ),
      )
      .post(
        NOTE_FILES,
        described(
          {
            summary: "Attach a file to a note's evidence",
            tag,
            params: NoteParam,
            form: { File: DOCUMENT },
            responses: { 201: NoteFile },
            errors: [403, 404, 409],
          },
          async (c, { params }) => {
            const target = { ...caller(c), noteId: params.noteId }
            await authoriseNoteFileUpload(target, target.noteId)
            const file = await readUploadedFile(c, 'File', DOCUMENT_MAX_BYTES)
            return c.json(await uploadNoteFile({ ...target, file }), 201)
          },
        ),
      )
      .get(
        NOTE_FILES,
        described(
          {
            summary: "List a note's files (none once the note is deleted)",
            tag,
            params: NoteParam,
            responses: { 200: Schema.Array(NoteFile) },
            errors: [403, 404],
          },
          async (c, { params }) => c.json(await listNoteFiles(caller(c), params.noteId)),
        ),
      )
      // One address for every document: a note's evidence or an engagement's SDS, each with its own rules.
      .route('/', disputeFilesRoutes(deps))
      .get(
        ONE_FILE,
        described(
          {
            summary: "Download a document: a note's evidence, an engagement's SDS or a dispute's file",
            description: 'Always an attachment, in the type its content was found to be when it was uploaded.',
            tag,
            params: FileParam,
            responses: { 200: { file: '*/*', description: 'The document' } },
            errors: [403, 404],
          },
          async (c, { params }) => {
            const id = params.fileId
            if (await isDisputeFile(deps.db, id))
              return downloadResponse(c, await readSessionDisputeFile(caller(c), id))
            const read = (await isNoteFile(deps.db, id)) ? readNoteFile : readSdsFile
            return downloadResponse(c, await read(caller(c), id))
          },
        ),
      )
      .delete(
        ONE_FILE,
        described(
          {
            summary: "Delete a note's file or an uploaded original SDS",
            description:
              'An SDS the portal issued is the record of what each party received and cannot be deleted (409).',
            tag,
            params: FileParam,
            responses: { 204: null },
            errors: [403, 404, 409],
          },
          async (c, { params }) => {
            const id = params.fileId
            await ((await isNoteFile(deps.db, id)) ? deleteNoteFile : deleteOriginalSds)(caller(c), id)
            return c.body(null, 204)
          },
        ),
      )
  )
}
