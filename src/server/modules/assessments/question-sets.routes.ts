// /api/assessments/question-sets: the released question sets (rule api.question-sets). They are
// the product's own, the same for every organisation, so any signed-in person may read them.
import * as Schema from 'effect/Schema'
import { Hono } from 'hono'
import { IdParam } from '#domain/api-contract'
import { QUESTION_SET_TYPE_CODES } from '#domain/assessments'
import { RESULTS, type ResultCode } from '#domain/determination/results'
import { PossibleResult, QuestionSet } from '#domain/question-sets/wire'
import type { AppDeps } from '../../app.ts'
import { requireSession } from '../../auth/require-session.ts'
import { described } from '../../http/described-route.ts'
import type { AppEnv } from '../../http/env.ts'
import { latestQuestionSet, questionSetById, questionSetByVersion } from '../engagements/question-sets.queries.ts'

const TypeCode = Schema.Literals(QUESTION_SET_TYPE_CODES)
const Version = Schema.String.pipe(
  Schema.check(Schema.isPattern(/^\d{1,3}(\.\d{1,3}){1,3}$/, { message: 'Expected a version such as 1.0.1' })),
)
const TypeParam = Schema.Struct({ type: TypeCode })
const tag = 'Question sets'

/** The results an assessment of each type can have (the override choices are PASS and FAIL). */
const RESULTS_BY_TYPE: Record<(typeof QUESTION_SET_TYPE_CODES)[number], readonly ResultCode[]> = {
  FULL: ['OUTSIDE', 'OUTSIDE_LEANING', 'BORDERLINE', 'CAUTION', 'INSIDE_LEANING', 'INSIDE', 'OVERRIDE'],
  SHORT: ['PASS', 'FAIL'],
}

export const questionSetsRoutes = (deps: AppDeps) =>
  new Hono<AppEnv>()
    .use('*', requireSession(deps.tokens))
    .get(
      '/type/:type',
      described(
        {
          summary: 'The latest released question set of a type (FULL or SHORT)',
          tag,
          params: TypeParam,
          responses: { 200: QuestionSet },
          errors: [404],
        },
        async (c, { params }) => c.json(await latestQuestionSet(deps.db, params.type)),
      ),
    )
    .get(
      '/type/:type/results',
      described(
        {
          summary: 'The results an assessment of a type can have',
          tag,
          params: TypeParam,
          responses: { 200: Schema.Array(PossibleResult) },
        },
        (c, { params }) => c.json(RESULTS_BY_TYPE[params.type].map((code) => ({ id: code, ...RESULTS[code] }))),
      ),
    )
    .get(
      '/type/:type/:version',
      described(
        {
          summary: 'One released version of a question set',
          tag,
          params: Schema.Struct({ type: TypeCode, version: Version }),
          responses: { 200: QuestionSet },
          errors: [404],
        },
        async (c, { params }) => c.json(await questionSetByVersion(deps.db, params.type, params.version)),
      ),
    )
    .get(
      '/:id',
      described(
        { summary: 'A question set by its id', tag, params: IdParam, responses: { 200: QuestionSet }, errors: [404] },
        async (c, { params }) => c.json(await questionSetById(deps.db, params.id)),
      ),
    )
