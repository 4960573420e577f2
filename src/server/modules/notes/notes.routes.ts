// /api/assessments/assessments/{id}/notes and .../questions/{questionId}/notes and /history (rules
// api.notes, api.answers). Mounted behind the session check of assessmentsRoutes.
import * as Schema from 'effect/Schema'
import type { Context } from 'hono'
import { Hono } from 'hono'
import { Uuid } from '#domain/actors'
import { Created, IdParam } from '#domain/api-contract'
import { AnswerHistoryEntry, CreateNote, Note, NotePatch } from '#domain/notes'
import type { AppDeps } from '../../app.ts'
import { described } from '../../http/described-route.ts'
import type { AppEnv } from '../../http/env.ts'
import { answerHistoryOf } from './answer-history.ts'
import { createNote, deleteNote, listNotes } from './notes.service.ts'

const tag = 'Notes'
const QuestionParams = Schema.Struct({ id: Uuid, questionId: Schema.String })

export const notesRoutes = (deps: AppDeps) => {
  const caller = (c: Context<AppEnv>) => ({ db: deps.db, session: c.get('session') })
  return new Hono<AppEnv>()
    .post(
      '/:id/notes',
      described(
        {
          summary: 'Add a note (evidence) to a question of the current assessment',
          tag,
          params: IdParam,
          body: CreateNote,
          responses: { 201: Created },
          errors: [403, 404, 409],
        },
        async (c, { params, body }) => c.json(await createNote(caller(c), params.id, body), 201),
      ),
    )
    .get(
      '/:id/notes',
      described(
        {
          summary: "List an assessment's notes",
          description: 'A deleted note keeps its date and reason and shows neither its evidence nor its files.',
          tag,
          params: IdParam,
          responses: { 200: Schema.Array(Note) },
          errors: [403, 404],
        },
        async (c, { params }) => c.json(await listNotes(caller(c), params.id)),
      ),
    )
    .patch(
      '/:id/notes/:noteId',
      described(
        {
          summary: 'Delete a note, saying why',
          description: 'A JSON Patch list replacing `/deleted_reason`; the note stays, with its date and the reason.',
          tag,
          params: Schema.Struct({ id: Uuid, noteId: Uuid }),
          body: NotePatch,
          responses: { 204: null },
          errors: [403, 404, 409],
        },
        async (c, { params, body }) => {
          await deleteNote(caller(c), params.id, params.noteId, body.at(-1)!.value)
          return c.body(null, 204)
        },
      ),
    )
    .get(
      '/:id/questions/:questionId/notes',
      described(
        {
          summary: 'List the notes of one question of an assessment',
          tag,
          params: QuestionParams,
          responses: { 200: Schema.Array(Note) },
          errors: [403, 404],
        },
        async (c, { params }) => c.json(await listNotes(caller(c), params.id, params.questionId)),
      ),
    )
    .get(
      '/:id/questions/:questionId/history',
      described(
        {
          summary: 'The answer history of one question of an assessment, newest first',
          tag,
          params: QuestionParams,
          responses: { 200: Schema.Array(AnswerHistoryEntry) },
          errors: [403, 404],
        },
        async (c, { params }) => c.json(await answerHistoryOf(caller(c), params.id, params.questionId)),
      ),
    )
}
