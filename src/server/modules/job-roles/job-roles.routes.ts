// /api/assessments/jobroles (rule api.job-roles): list, create, read, change (archive through the
// engagement machine), delete when never used, and the engagements made from a role.

import { Hono } from 'hono'
import { Created, IdParam } from '#domain/api-contract'
import {
  CreateJobRole,
  JobRoleListItem,
  JobRoleListQuery,
  JobRolePatch,
  JobRoleRecord,
  RoleEngagement,
} from '#domain/job-roles'
import { ListQuery, PageOf, pagingOf } from '#domain/list'
import type { AppDeps } from '../../app.ts'
import { organisationUsersOnly } from '../../auth/organisation-side.ts'
import { requireSession } from '../../auth/require-session.ts'
import { described } from '../../http/described-route.ts'
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
const tag = 'Job roles'

export const jobRolesRoutes = (deps: AppDeps) =>
  new Hono<AppEnv>()
    .use('*', requireSession(deps.tokens), organisationUsersOnly)
    .get(
      '/',
      described(
        {
          summary: 'List the job roles of an organisation and those below it',
          tag,
          query: JobRoleListQuery,
          responses: { 200: PageOf(JobRoleListItem) },
          errors: [403, 404],
        },
        async (c, { query }) => c.json(await getJobRoles({ db: deps.db, session: c.get('session') }, query)),
      ),
    )
    .post(
      '/',
      described(
        {
          summary: 'Create a job role',
          tag,
          body: CreateJobRole,
          responses: { 201: Created },
          errors: [403, 404],
        },
        async (c, { body }) => c.json(await createJobRole({ db: deps.db, session: c.get('session') }, body), 201),
      ),
    )
    .get(
      `/${ID}`,
      described(
        { summary: 'Read a job role', tag, params: IdParam, responses: { 200: JobRoleRecord }, errors: [403, 404] },
        async (c, { params }) => c.json(await getJobRole({ db: deps.db, session: c.get('session') }, params.id)),
      ),
    )
    .patch(
      `/${ID}`,
      described(
        {
          summary: 'Change a job role, or archive or unarchive it',
          description: 'A JSON Patch list of replace operations; `/archived` archives or unarchives the role.',
          tag,
          params: IdParam,
          body: JobRolePatch,
          ifMatch: 'optional',
          responses: { 200: JobRoleRecord },
          errors: [403, 404, 409],
        },
        async (c, { params, body }) => {
          const version = expectedVersion(c.req.header('if-match'), 'role')
          return c.json(await updateJobRole({ db: deps.db, session: c.get('session') }, params.id, body, version))
        },
      ),
    )
    .delete(
      `/${ID}`,
      described(
        {
          summary: 'Delete a job role never used for an assessment',
          tag,
          params: IdParam,
          responses: { 204: null },
          errors: [403, 404, 409],
        },
        async (c, { params }) => {
          await deleteJobRole({ db: deps.db, session: c.get('session') }, params.id)
          return c.body(null, 204)
        },
      ),
    )
    .get(
      `/${ID}/engagements`,
      described(
        {
          summary: 'List the engagements made from a job role',
          tag,
          params: IdParam,
          query: ListQuery,
          responses: { 200: PageOf(RoleEngagement) },
          errors: [403, 404],
        },
        async (c, { params, query }) =>
          c.json(await getRoleEngagements({ db: deps.db, session: c.get('session') }, params.id, pagingOf(query, 10))),
      ),
    )
