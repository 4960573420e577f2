// /api/assessments/assessments: one run of the questionnaire — create the first, read, answer, retract the
// contractor's questions, cancel a reopening, move to a newer question set; its notes and answer history.
import * as Schema from 'effect/Schema'
import { Hono } from 'hono'
import { Uuid } from '#domain/actors'
import { IdParam } from '#domain/api-contract'
import { AnswerSubmission, AssessmentRecord, CreateAssessment } from '#domain/assessments'
import { ContractorEngagementView } from '#domain/contractor-portal'
import { isContractorClaims } from '#domain/session'
import type { AppDeps } from '../../app.ts'
import { requireSession } from '../../auth/require-session.ts'
import { described } from '../../http/described-route.ts'
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

const tag = 'Assessments'

export const assessmentsRoutes = (deps: AppDeps) =>
  new Hono<AppEnv>()
    .use('*', requireSession(deps.tokens))
    .post(
      '/',
      described(
        {
          summary: 'Create the first assessment of an engagement that has none (a role, on its first opening)',
          description: 'Without `question_set_id`, the latest question set of the engagement’s kind.',
          tag,
          body: CreateAssessment,
          responses: { 201: AssessmentRecord },
          errors: [403, 404, 409],
        },
        async (c, { body }) => {
          const id = await createFirstAssessment({ db: deps.db, session: c.get('session') }, body)
          return c.json(await assessmentRecordById(deps.db, id), 201)
        },
      ),
    )
    .get(
      '/:id',
      described(
        {
          summary: 'Read an assessment',
          tag,
          params: IdParam,
          responses: { 200: AssessmentRecord },
          errors: [403, 404],
        },
        async (c, { params }) => c.json(await getAssessmentRecord(deps.db, c.get('session'), params.id)),
      ),
    )
    .post(
      '/:id/answers',
      described(
        {
          summary: 'Save or submit answers to an assessment',
          description:
            'The answers given so far, saved as they are, or submitted (`submitted: true`) once every question the ' +
            'questionnaire asks is answered, which moves the engagement on as its process says. A contractor ' +
            'answering their questions gets their own view of the engagement back; everyone else, the assessment.',
          tag,
          params: IdParam,
          body: AnswerSubmission,
          responses: { 200: Schema.Union([AssessmentRecord, ContractorEngagementView]) },
          errors: [403, 404, 409],
        },
        async (c, { params, body }) => {
          const session = c.get('session')
          await submitAnswers({ db: deps.db, session }, params.id, body)
          // A contractor gets their own view: the assessment record carries the client's answers and the score
          // (on the worker's own review every answer is theirs, so they get the record).
          if (isContractorClaims(session) && !(await ownReviewAssessment({ db: deps.db, session }, params.id))) {
            const { engagementId } = (await findAssessment(deps.db, params.id))!
            return c.json(await contractorEngagementView({ db: deps.db, session }, engagementId))
          }
          return c.json(await assessmentRecordById(deps.db, params.id))
        },
      ),
    )
    .post(
      '/:id/retract',
      described(
        {
          summary: "Withdraw the contractor's questions while the engagement awaits the contractor",
          tag,
          params: IdParam,
          ifMatch: 'optional',
          responses: { 200: AssessmentRecord },
          errors: [403, 404, 409],
        },
        async (c, { params }) => {
          const version = expectedVersion(c.req.header('if-match'), 'assessment')
          await retractContractorQuestions({ db: deps.db, session: c.get('session') }, params.id, version)
          return c.json(await assessmentRecordById(deps.db, params.id))
        },
      ),
    )
    .post(
      '/:id/cancel',
      described(
        {
          summary: 'Cancel a reopened assessment: the previous one is current again',
          tag,
          params: IdParam,
          responses: { 200: AssessmentRecord },
          errors: [403, 404, 409],
        },
        async (c, { params }) => {
          const restored = await cancelReopenedAssessment({ db: deps.db, session: c.get('session') }, params.id)
          return c.json(await assessmentRecordById(deps.db, restored))
        },
      ),
    )
    .post(
      '/:id/update/:questionSetId',
      described(
        {
          summary: 'Move an assessment to a newer version of its question set, keeping the answers that still apply',
          tag,
          params: Schema.Struct({ id: Uuid, questionSetId: Uuid }),
          responses: { 200: AssessmentRecord },
          errors: [403, 404, 409],
        },
        async (c, { params }) => {
          await updateQuestionSet({ db: deps.db, session: c.get('session') }, params.id, params.questionSetId)
          return c.json(await assessmentRecordById(deps.db, params.id))
        },
      ),
    )
    .route('/', notesRoutes(deps))
    .route('/', commentsRoutes(deps))
