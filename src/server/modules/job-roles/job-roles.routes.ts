// /api/assessments/jobroles (rule api.job-roles): list, create, read, change (archive through the
// engagement machine), delete when never used, and the engagements made from a role.
import { Hono } from 'hono'
import { Uuid } from '#domain/actors'
import { CreateJobRole, JobRoleListQuery, JobRolePatch } from '#domain/job-roles'
import { ListQuery, pagingOf } from '#domain/list'
import type { AppDeps } from '../../app.ts'
import { organisationUsersOnly } from '../../auth/organisation-side.ts'
import { requireSession } from '../../auth/require-session.ts'
import { decodeBody, decodeQuery, decodeWith } from '../../http/decode.ts'
import type { AppEnv } from '../../http/env.ts'
import { expectedVersion } from '../../http/if-match.ts'
import {
  createJobRole,
  deleteJobRole,
  getJobRole,
  getJobRoles,
  getRoleEngagements,
  updateJobRole,
} from './job-roles.service.ts'

const ID = ':id{[0-9a-fA-F-]+}'

export const jobRolesRoutes = (deps: AppDeps) =>
  new Hono<AppEnv>()
    .use('*', requireSession(deps.tokens), organisationUsersOnly)
    .get('/', async (c) => {
      const query = decodeQuery(c, JobRoleListQuery)
      return c.json(await getJobRoles({ db: deps.db, session: c.get('session') }, query))
    })
    .post('/', async (c) => {
      const body = await decodeBody(c, CreateJobRole)
      return c.json(await createJobRole({ db: deps.db, session: c.get('session') }, body), 201)
    })
    .get(`/${ID}`, async (c) => {
      const id = decodeWith(Uuid, c.req.param('id'))
      return c.json(await getJobRole({ db: deps.db, session: c.get('session') }, id))
    })
    .patch(`/${ID}`, async (c) => {
      const id = decodeWith(Uuid, c.req.param('id'))
      const version = expectedVersion(c.req.header('if-match'), 'role')
      const patch = await decodeBody(c, JobRolePatch)
      return c.json(await updateJobRole({ db: deps.db, session: c.get('session') }, id, patch, version))
    })
    .delete(`/${ID}`, async (c) => {
      const id = decodeWith(Uuid, c.req.param('id'))
      await deleteJobRole({ db: deps.db, session: c.get('session') }, id)
      return c.body(null, 204)
    })
    .get(`/${ID}/engagements`, async (c) => {
      const id = decodeWith(Uuid, c.req.param('id'))
      const query = decodeQuery(c, ListQuery)
      return c.json(await getRoleEngagements({ db: deps.db, session: c.get('session') }, id, pagingOf(query, 10)))
    })
