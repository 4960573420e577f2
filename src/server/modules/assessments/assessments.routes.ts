// /api/assessments/assessments: one run of the questionnaire — create the first, read, answer, cancel a
// reopening, move to a newer question set.
import { Hono } from 'hono'
import { Uuid } from '#domain/actors'
import { AnswerSubmission, CreateAssessment } from '#domain/assessments'
import type { AppDeps } from '../../app.ts'
import { requireSession } from '../../auth/require-session.ts'
import { decodeBody, decodeWith } from '../../http/decode.ts'
import type { AppEnv } from '../../http/env.ts'
import { submitAnswers } from './answers.service.ts'
import { cancelReopenedAssessment, updateQuestionSet } from './assessment-lifecycle.service.ts'
import { createFirstAssessment } from './create-engagement.service.ts'
import { assessmentRecordById, getAssessmentRecord } from './engagement-record.service.ts'

export const assessmentsRoutes = (deps: AppDeps) =>
  new Hono<AppEnv>()
    .use('*', requireSession(deps.tokens))
    .post('/', async (c) => {
      const body = await decodeBody(c, CreateAssessment)
      const id = await createFirstAssessment({ db: deps.db, session: c.get('session') }, body)
      return c.json(await assessmentRecordById(deps.db, id), 201)
    })
    .get('/:id', async (c) => {
      const id = decodeWith(Uuid, c.req.param('id'))
      return c.json(await getAssessmentRecord(deps.db, c.get('session'), id))
    })
    .post('/:id/answers', async (c) => {
      const id = decodeWith(Uuid, c.req.param('id'))
      const body = await decodeBody(c, AnswerSubmission)
      await submitAnswers({ db: deps.db, session: c.get('session') }, id, body)
      return c.json(await assessmentRecordById(deps.db, id))
    })
    .post('/:id/cancel', async (c) => {
      const id = decodeWith(Uuid, c.req.param('id'))
      const restored = await cancelReopenedAssessment({ db: deps.db, session: c.get('session') }, id)
      return c.json(await assessmentRecordById(deps.db, restored))
    })
    .post('/:id/update/:questionSetId', async (c) => {
      const id = decodeWith(Uuid, c.req.param('id'))
      const questionSetId = decodeWith(Uuid, c.req.param('questionSetId'))
      await updateQuestionSet({ db: deps.db, session: c.get('session') }, id, questionSetId)
      return c.json(await assessmentRecordById(deps.db, id))
    })
