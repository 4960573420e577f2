// /api/assessments/assessments/{id}/comments, .../comments/{commentId}/remarks and .../questions/{questionId}
// /comments (rule api.comments). Mounted behind the session check of assessmentsRoutes.
import type { Context } from 'hono'
import { Hono } from 'hono'
import { Uuid } from '#domain/actors'
import { AddRemark, CreateComment } from '#domain/comments'
import type { AppDeps } from '../../app.ts'
import { decodeBody, decodeWith } from '../../http/decode.ts'
import type { AppEnv } from '../../http/env.ts'
import { addRemark, createComment, listComments } from './comments.service.ts'

export const commentsRoutes = (deps: AppDeps) => {
  const caller = (c: Context<AppEnv>) => ({ db: deps.db, session: c.get('session') })
  const assessmentId = (c: Context<AppEnv>) => decodeWith(Uuid, c.req.param('id'))
  return new Hono<AppEnv>()
    .post('/:id/comments', async (c) => {
      const id = assessmentId(c)
      const body = await decodeBody(c, CreateComment)
      return c.json(await createComment(caller(c), id, body), 201)
    })
    .get('/:id/comments', async (c) => c.json(await listComments(caller(c), assessmentId(c))))
    .post('/:id/comments/:commentId/remarks', async (c) => {
      const id = assessmentId(c)
      const commentId = decodeWith(Uuid, c.req.param('commentId'))
      const body = await decodeBody(c, AddRemark)
      return c.json(await addRemark(caller(c), id, commentId, body), 201)
    })
    .get('/:id/questions/:questionId/comments', async (c) =>
      c.json(await listComments(caller(c), assessmentId(c), c.req.param('questionId'))),
    )
}
