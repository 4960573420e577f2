// /api/assessments/reassessment-frequencies: how often a full assessment can be scheduled to be reconsidered.
import { asc } from 'drizzle-orm'
import * as Schema from 'effect/Schema'
import { Hono } from 'hono'
import { ReassessmentFrequency } from '#domain/assessments'
import type { AppDeps } from '../../app.ts'
import { requireSession } from '../../auth/require-session.ts'
import { reassessmentFrequencies } from '../../db/schema.ts'
import { described } from '../../http/described-route.ts'
import type { AppEnv } from '../../http/env.ts'

export const reassessmentFrequenciesRoutes = (deps: AppDeps) =>
  new Hono<AppEnv>().use('*', requireSession(deps.tokens)).get(
    '/',
    described(
      {
        summary: 'How often a full assessment can be scheduled to be reconsidered, the shortest first',
        tag: 'Engagements',
        responses: { 200: Schema.Array(ReassessmentFrequency) },
      },
      async (c) =>
        c.json(await deps.db.select().from(reassessmentFrequencies).orderBy(asc(reassessmentFrequencies.months))),
    ),
  )
