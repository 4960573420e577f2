// Which roles an invite may grant in an organisation (rule invites.assignable-roles), enforced on create and on role
// changes.
import { asc, eq, inArray } from 'drizzle-orm'
import { assignableRoles, type PermissionRoleResponse } from '#domain/invites'
import type { AccessTokenClaims } from '#domain/session'
import type { Queryable } from '../../db/client.ts'
import { organisations, permissionRoles } from '../../db/schema.ts'
import { Forbidden, Invalid, NotFound } from '../../http/errors.ts'
import { organisationInReach } from './organisation-records.service.ts'

type OrganisationRecord = typeof organisations.$inferSelect
type RoleRecord = typeof permissionRoles.$inferSelect

const toResponse = (role: RoleRecord): PermissionRoleResponse => ({
  id: role.id,
  code: role.code,
  name: role.name,
  is_provider_only: role.isProviderOnly,
})

/** The provider's root organisation is the one place provider-only roles may be granted. */
const isProviderRoot = (organisation: OrganisationRecord) => organisation.isProvider && organisation.parentId === null

const assignableIn = (roles: readonly RoleRecord[], organisation: OrganisationRecord) =>
  assignableRoles(
    roles.map((role) => ({ ...role, providerOnly: role.isProviderOnly })),
    { isProviderRoot: isProviderRoot(organisation) },
  )

/** GET /api/actors/roles: every role, or with inviteable_only the roles the caller may grant in org_id. */
export const listRoles = async (options: {
  db: Queryable
  session: AccessTokenClaims
  inviteableIn: string | null
}): Promise<PermissionRoleResponse[]> => {
  const all = await options.db.select().from(permissionRoles).orderBy(asc(permissionRoles.name))
  if (options.inviteableIn === null) return all.map(toResponse)
  const { row } = await organisationInReach(options.db, options.session, options.inviteableIn, 'Invites:Create')
  return assignableIn(all, row).map(toResponse)
}

/** GET /api/actors/roles/code/{code}: one role of the catalogue by its code. */
export const roleByCode = async (db: Queryable, code: string): Promise<PermissionRoleResponse> => {
  const role = (await db.select().from(permissionRoles).where(eq(permissionRoles.code, code)))[0]
  if (!role) throw NotFound('The role')
  return toResponse(role)
}

/** The distinct role ids, each known (400 otherwise) and assignable in the organisation (403 otherwise). */
export const checkAssignable = async (db: Queryable, organisation: OrganisationRecord, roleIds: readonly string[]) => {
  const ids = [...new Set(roleIds)]
  const found = await db.select().from(permissionRoles).where(inArray(permissionRoles.id, ids))
  if (found.length !== ids.length) throw Invalid('One of the roles is not known; reload the page to see the roles.')
  const allowed = new Set(assignableIn(found, organisation).map((role) => role.id))
  const refused = found.find((role) => !allowed.has(role.id))
  if (refused) throw Forbidden(`The role ${refused.name} cannot be assigned in ${organisation.name}.`)
  return ids
}

export const organisationRecord = async (db: Queryable, id: string) =>
  (await db.select().from(organisations).where(eq(organisations.id, id)))[0]
