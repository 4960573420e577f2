// /api/assessments/assessments: one run of the questionnaire — create the first, read, answer, retract the
// contractor's questions, cancel a reopening, move to a newer question set; its notes and answer history.
import { Hono } from 'hono'
import { Uuid } from '#domain/actors'
import { AnswerSubmission, CreateAssessment } from '#domain/assessments'
import { isContractorClaims } from '#domain/session'
import type { AppDeps } from '../../app.ts'
import { requireSession } from '../../auth/require-session.ts'
import { decodeBody, decodeWith } from '../../http/decode.ts'
import type { AppEnv } from '../../http/env.ts'
import { expectedVersion } from '../../http/if-match.ts'
import { commentsRoutes } from '../comments/comments.routes.ts'
import { contractorEngagementView } from '../contractor-portal/contractor-portal.service.ts'
import { findAssessment } from '../engagements/assessments.queries.ts'
import { assessmentRecordById, getAssessmentRecord } from '../engagements/engagement-record.service.ts'
import { notesRoutes } from '../notes/notes.routes.ts'
import { submitAnswers } from './answers.service.ts'
import { cancelReopenedAssessment, updateQuestionSet } from './assessment-lifecycle.service.ts'
import { createFirstAssessment } from './create-engagement.service.ts'
import { ownReviewAssessment } from './own-review-answers.service.ts'
import { retractContractorQuestions } from './retract-contractor-questions.service.ts'

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
      const session = c.get('session')
      await submitAnswers({ db: deps.db, session }, id, body)
      // A contractor gets their own view: the assessment record carries the client's answers and the score
      // (on the worker's own review every answer is theirs, so they get the record).
      if (isContractorClaims(session) && !(await ownReviewAssessment({ db: deps.db, session }, id))) {
        const { engagementId } = (await findAssessment(deps.db, id))!
        return c.json(await contractorEngagementView({ db: deps.db, session }, engagementId))
      }
      return c.json(await assessmentRecordById(deps.db, id))
    })
    .post('/:id/retract', async (c) => {
      const id = decodeWith(Uuid, c.req.param('id'))
      const version = expectedVersion(c.req.header('if-match'), 'assessment')
      await retractContractorQuestions({ db: deps.db, session: c.get('session') }, id, version)
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
    .route('/', notesRoutes(deps))
    .route('/', commentsRoutes(deps))
