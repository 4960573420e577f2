// /api/assessments/assessments/{id}/notes and .../questions/{questionId}/notes and /history (rules
// api.notes, api.answers). Mounted behind the session check of assessmentsRoutes.
import type { Context } from 'hono'
import { Hono } from 'hono'
import { Uuid } from '#domain/actors'
import { CreateNote, NotePatch } from '#domain/notes'
import type { AppDeps } from '../../app.ts'
import { decodeBody, decodeWith } from '../../http/decode.ts'
import type { AppEnv } from '../../http/env.ts'
import { answerHistoryOf } from './answer-history.ts'
import { createNote, deleteNote, listNotes } from './notes.service.ts'

export const notesRoutes = (deps: AppDeps) => {
  const caller = (c: Context<AppEnv>) => ({ db: deps.db, session: c.get('session') })
  const assessmentId = (c: Context<AppEnv>) => decodeWith(Uuid, c.req.param('id'))
  return new Hono<AppEnv>()
    .post('/:id/notes', async (c) => {
      const id = assessmentId(c)
      const body = await decodeBody(c, CreateNote)
      return c.json(await createNote(caller(c), id, body), 201)
    })
    .get('/:id/notes', async (c) => c.json(await listNotes(caller(c), assessmentId(c))))
    .patch('/:id/notes/:noteId', async (c) => {
      const id = assessmentId(c)
      const noteId = decodeWith(Uuid, c.req.param('noteId'))
      const operations = await decodeBody(c, NotePatch)
      await deleteNote(caller(c), id, noteId, operations.at(-1)!.value)
      return c.body(null, 204)
    })
    .get('/:id/questions/:questionId/notes', async (c) =>
      c.json(await listNotes(caller(c), assessmentId(c), c.req.param('questionId'))),
    )
    .get('/:id/questions/:questionId/history', async (c) =>
      c.json(await answerHistoryOf(caller(c), assessmentId(c), c.req.param('questionId'))),
    )
}
