// Job roles: engagements of type Role. Their status, archive flag and deletion go through the engagement
// machine; their record fields (name, reference, dates, day rate, the exposure's terms) are plain updates with a version check and
// an audit event naming the fields changed. Delete also needs the role never to have been used.
import { utcDay } from '#domain/days'
import {
  type CreateJobRole,
  JOB_ROLE_MESSAGES,
  type JobRoleListQuery,
  type JobRolePatch,
  type JobRoleRecord,
  penceOf,
} from '#domain/job-roles'
import { pagingOf } from '#domain/list'
import { changesOf } from '#domain/patch'
import type { Permission } from '#domain/roles'
import type { AccessTokenClaims } from '#domain/session'
import type { Database } from '../../db/client.ts'
import type { engagements } from '../../db/schema.ts'
import { Conflict, Invalid, NotFound } from '../../http/errors.ts'
import { executeCommand, type Firer } from '../../workflow/engine.ts'
import { organisationInReach } from '../actors/organisation-records.service.ts'
import { subtreesOf } from '../actors/organisation-tree.queries.ts'
import { createEngagement, termsOfBody, updateEngagementDetails } from '../assessments/engagement-commands.service.ts'
import { refreshResultExposure, reviewersOf, termsValues } from '../assessments/engagement-details.service.ts'
import { engagementEntity } from '../engagements/engagement.entity.ts'
import { replaceReviewers } from '../reviews/reviewer-records.ts'
import { findJobRole, isRoleUsed, listJobRoles, listRoleEngagements } from './job-roles.queries.ts'

type Caller = { db: Database; session: AccessTokenClaims }

const STALE = 'Someone else changed this role since you opened it. Reload the page to see their changes.'

const fieldError = (path: string, message: string) => Invalid(message, [{ path, message }])

/** The role and the caller's roles for its organisation; "not found" when out of reach. */
const jobRoleInReach = async ({ db, session }: Caller, id: string, permission: Permission) => {
  const role = await findJobRole(db, id)
  if (!role) throw NotFound('The role')
  const access = await organisationInReach(db, session, role.organisation_id, permission)
  const firer: Firer = { actorId: session.actorId, roles: access.roles }
  return { role, access, firer }
}

export const getJobRoles = async ({ db, session }: Caller, query: JobRoleListQuery) => {
  await organisationInReach(db, session, query.org_id, 'JobRoles:Read')
  const organisationIds = (await subtreesOf(db, [query.org_id])).map((organisation) => organisation.id)
  return listJobRoles(db, {
    organisationIds,
    search: query.search,
    includeArchived: query.include_archived === 'true',
    completedOnly: query.completed_only === 'true',
    sortBy: query.sort_by ?? 'datecreated',
    sortDirection: query.sort_direction ?? 'desc',
    ...pagingOf(query),
  })
}

export const getJobRole = async (caller: Caller, id: string): Promise<JobRoleRecord> =>
  (await jobRoleInReach(caller, id, 'JobRoles:Read')).role

export const createJobRole = async ({ db, session }: Caller, body: CreateJobRole) => {
  const access = await organisationInReach(db, session, body.organisation_id, 'JobRoles:Create')
  if (body.agency_id) await organisationInReach(db, session, body.agency_id, 'Organisations:Read')
  // The day rate is asked for unless the end client hides the rate field; then none is kept.
  const rate = access.row.hideRateField ? null : (body.daily_rate ?? null)
  if (!access.row.hideRateField && rate === null) throw fieldError('daily_rate', JOB_ROLE_MESSAGES.dailyRateRequired)
  const firer: Firer = { actorId: session.actorId, roles: access.roles }
  const id = await db.transaction(async (tx) => {
    const created = await createEngagement({
      tx,
      firer,
      engagement: {
        organisationId: body.organisation_id,
        name: body.name,
        type: 'Role',
        questionSetTypeCode: 'FULL',
        reference: body.reference || null,
        agencyId: body.agency_id ?? null,
        startDate: utcDay(body.start_date),
        endDate: utcDay(body.end_date),
        dailyRatePence: rate === null ? null : penceOf(rate),
        ...termsOfBody(body),
      },
    })
    await replaceReviewers(tx, { engagementId: created, choices: body.reviewers ?? [], firer, creating: true })
    return created
  })
  return { id }
}

const archiveRole = async ({ db }: Caller, id: string, archived: boolean, firer: Firer) => {
  const event = archived ? { type: 'engagement.archive' as const } : { type: 'engagement.unarchive' as const }
  await executeCommand({ db, entity: engagementEntity, id, event, firer })
}

/** The record fields a patch may replace, checked together with the values they leave unchanged. */
const recordChanges = (role: JobRoleRecord, hideRateField: boolean, patch: JobRolePatch) => {
  const changes = changesOf(patch)
  const start = typeof changes.start_date === 'string' ? utcDay(changes.start_date) : role.start_date
  const end = typeof changes.end_date === 'string' ? utcDay(changes.end_date) : role.end_date
  if (start && end && start > end) throw fieldError('start_date', JOB_ROLE_MESSAGES.startAfterEnd)
  if ('daily_rate' in changes && changes.daily_rate === null && !hideRateField)
    throw fieldError('daily_rate', JOB_ROLE_MESSAGES.dailyRateRequired)
  const values: Partial<typeof engagements.$inferInsert> = {}
  if ('name' in changes) values.name = changes.name as string
  if ('reference' in changes) values.reference = (changes.reference as string | null) || null
  if ('start_date' in changes) values.startDate = start
  if ('end_date' in changes) values.endDate = end
  if ('daily_rate' in changes)
    values.dailyRatePence = hideRateField || changes.daily_rate === null ? null : penceOf(changes.daily_rate as number)
  Object.assign(values, termsValues(changes))
  return { fields: Object.keys(changes).sort(), values }
}

export const updateJobRole = async (
  caller: Caller,
  id: string,
  patch: JobRolePatch,
  expectedVersion: number | null,
): Promise<JobRoleRecord> => {
  const { role, access, firer } = await jobRoleInReach(caller, id, 'JobRoles:Update')
  const archiving = patch.filter((operation) => operation.path === '/archived')
  if (archiving.length > 0) {
    if (patch.length > 1) throw Invalid('Send /archived on its own: archiving is a step of its own.')
    if (expectedVersion !== null && expectedVersion !== role.version) throw Conflict(STALE)
    await archiveRole(caller, id, archiving[0]!.value as boolean, firer)
    return (await findJobRole(caller.db, id))!
  }
  const { fields, values } = recordChanges(role, access.row.hideRateField, patch)
  await updateEngagementDetails({
    db: caller.db,
    id,
    firer,
    expectedVersion,
    stale: STALE,
    values,
    fields,
    reviewers: reviewersOf(patch),
    // A completed role's exposure follows its dates, rate and payment terms, as an engagement's does.
    within: refreshResultExposure,
  })
  return (await findJobRole(caller.db, id))!
}

/** Deletes a role never used for an assessment, through the engagement machine (which keeps a tombstone). */
export const deleteJobRole = async (caller: Caller, id: string) => {
  const { role, firer } = await jobRoleInReach(caller, id, 'JobRoles:Delete')
  if (role.date_last_used) throw Conflict(JOB_ROLE_MESSAGES.usedRole)
  await executeCommand({
    db: caller.db,
    entity: engagementEntity,
    id,
    event: { type: 'engagement.delete' },
    firer,
    // Checked again inside the transaction: an engagement made from the role meanwhile keeps it.
    within: async (tx) => {
      if (await isRoleUsed(tx, id)) throw Conflict(JOB_ROLE_MESSAGES.usedRole)
    },
  })
}

/** GET /api/assessments/jobroles/{id}/engagements: the assessments made from the role. */
export const getRoleEngagements = async (caller: Caller, id: string, paging: { page: number; pageSize: number }) => {
  await jobRoleInReach(caller, id, 'JobRoles:Read')
  return listRoleEngagements(caller.db, id, paging)
}
