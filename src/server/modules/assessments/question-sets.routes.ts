// /api/assessments/question-sets: the released question sets (rule api.question-sets). They are
// the product's own, the same for every organisation, so any signed-in person may read them.
import * as Schema from 'effect/Schema'
import { Hono } from 'hono'
import { Uuid } from '#domain/actors'
import { QUESTION_SET_TYPE_CODES } from '#domain/assessments'
import { RESULTS, type ResultCode } from '#domain/determination/results'
import type { AppDeps } from '../../app.ts'
import { requireSession } from '../../auth/require-session.ts'
import { decodeWith } from '../../http/decode.ts'
import type { AppEnv } from '../../http/env.ts'
import { latestQuestionSet, questionSetById, questionSetByVersion } from '../engagements/question-sets.queries.ts'

const TypeCode = Schema.Literals(QUESTION_SET_TYPE_CODES)
const Version = Schema.String.pipe(
  Schema.check(Schema.isPattern(/^\d{1,3}(\.\d{1,3}){1,3}$/, { message: 'Expected a version such as 1.0.1' })),
)

/** The results an assessment of each type can have (the override choices are PASS and FAIL). */
const RESULTS_BY_TYPE: Record<(typeof QUESTION_SET_TYPE_CODES)[number], readonly ResultCode[]> = {
  FULL: ['OUTSIDE', 'OUTSIDE_LEANING', 'BORDERLINE', 'CAUTION', 'INSIDE_LEANING', 'INSIDE', 'OVERRIDE'],
  SHORT: ['PASS', 'FAIL'],
}

export const questionSetsRoutes = (deps: AppDeps) =>
  new Hono<AppEnv>()
    .use('*', requireSession(deps.tokens))
    .get('/type/:type', async (c) =>
      c.json(await latestQuestionSet(deps.db, decodeWith(TypeCode, c.req.param('type')))),
    )
    .get('/type/:type/results', (c) => {
      const type = decodeWith(TypeCode, c.req.param('type'))
      return c.json(RESULTS_BY_TYPE[type].map((code) => ({ id: code, ...RESULTS[code] })))
    })
    .get('/type/:type/:version', async (c) =>
      c.json(
        await questionSetByVersion(
          deps.db,
          decodeWith(TypeCode, c.req.param('type')),
          decodeWith(Version, c.req.param('version')),
        ),
      ),
    )
    .get('/:id', async (c) => c.json(await questionSetById(deps.db, decodeWith(Uuid, c.req.param('id')))))
