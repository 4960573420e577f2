// /api/assessments/assessments/{id}/comments, .../comments/{commentId}/remarks and .../questions/{questionId}
// /comments (rule api.comments). Mounted behind the session check of assessmentsRoutes.
import * as Schema from 'effect/Schema'
import type { Context } from 'hono'
import { Hono } from 'hono'
import { Uuid } from '#domain/actors'
import { Created, IdParam } from '#domain/api-contract'
import { AddRemark, CommentThread, CreateComment } from '#domain/comments'
import type { AppDeps } from '../../app.ts'
import { described } from '../../http/described-route.ts'
import type { AppEnv } from '../../http/env.ts'
import { addRemark, createComment, listComments } from './comments.service.ts'

const tag = 'Comments'

export const commentsRoutes = (deps: AppDeps) => {
  const caller = (c: Context<AppEnv>) => ({ db: deps.db, session: c.get('session') })
  return new Hono<AppEnv>()
    .post(
      '/:id/comments',
      described(
        {
          summary: 'Open a comment thread on a question of the current assessment',
          tag,
          params: IdParam,
          body: CreateComment,
          responses: { 201: Created },
          errors: [403, 404, 409],
        },
        async (c, { params, body }) => c.json(await createComment(caller(c), params.id, body), 201),
      ),
    )
    .get(
      '/:id/comments',
      described(
        {
          summary: "List an assessment's comment threads, each with its remarks oldest first",
          tag,
          params: IdParam,
          responses: { 200: Schema.Array(CommentThread) },
          errors: [403, 404],
        },
        async (c, { params }) => c.json(await listComments(caller(c), params.id)),
      ),
    )
    .post(
      '/:id/comments/:commentId/remarks',
      described(
        {
          summary: 'Reply to a comment thread, resolve it or reopen it',
          description:
            '`resolved: true` resolves an open thread (409 when it is resolved already); `resolved: false` replies to ' +
            'an open thread or reopens a resolved one. Only a reply must say something. Answers the thread.',
          tag,
          params: Schema.Struct({ id: Uuid, commentId: Uuid }),
          body: AddRemark,
          responses: { 201: CommentThread },
          errors: [403, 404, 409],
        },
        async (c, { params, body }) => c.json(await addRemark(caller(c), params.id, params.commentId, body), 201),
      ),
    )
    .get(
      '/:id/questions/:questionId/comments',
      described(
        {
          summary: 'List the comment threads of one question of an assessment',
          tag,
          params: Schema.Struct({ id: Uuid, questionId: Schema.String }),
          responses: { 200: Schema.Array(CommentThread) },
          errors: [403, 404],
        },
        async (c, { params }) => c.json(await listComments(caller(c), params.id, params.questionId)),
      ),
    )
}
