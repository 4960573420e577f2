// /api/assessments/reassessment-frequencies: how often a full assessment can be scheduled to be reconsidered.
import { asc } from 'drizzle-orm'
import { Hono } from 'hono'
import type { AppDeps } from '../../app.ts'
import { requireSession } from '../../auth/require-session.ts'
import { reassessmentFrequencies } from '../../db/schema.ts'
import type { AppEnv } from '../../http/env.ts'

export const reassessmentFrequenciesRoutes = (deps: AppDeps) =>
  new Hono<AppEnv>()
    .use('*', requireSession(deps.tokens))
    .get('/', async (c) =>
      c.json(await deps.db.select().from(reassessmentFrequencies).orderBy(asc(reassessmentFrequencies.months))),
    )
