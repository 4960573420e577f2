// Reading invites as the wire shows them: the invitee's names, the organisation, its logo and the roles.
import { and, asc, desc, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm'
import { type InviteResponse, type InviteRole, type InviteStatusCode, inviteStatusOf } from '#domain/invites'
import { type Queryable, readAll } from '../../db/client.ts'
import { actors, inviteRoles, invites, organisations, permissionRoles } from '../../db/schema.ts'

export type InviteRow = typeof invites.$inferSelect

/** Where an organisation's logo is served (under /api/files). */
export const logoUrlOf = (logoFileId: string | null) => (logoFileId ? `/api/files/logos/${logoFileId}` : null)

/** An invite that has not been deleted, or undefined. */
export const findInvite = async (db: Queryable, id: string): Promise<InviteRow | undefined> =>
  (
    await db
      .select()
      .from(invites)
      .where(and(eq(invites.id, id), isNull(invites.deletedAt)))
  )[0]

export const rolesOfInvites = async (db: Queryable, inviteIds: readonly string[]) => {
  const byInvite = new Map<string, InviteRole[]>()
  if (inviteIds.length === 0) return byInvite
  const rows = await db
    .select({ inviteId: inviteRoles.inviteId, id: permissionRoles.id, name: permissionRoles.name })
    .from(inviteRoles)
    .innerJoin(permissionRoles, eq(permissionRoles.id, inviteRoles.roleId))
    .where(inArray(inviteRoles.inviteId, [...inviteIds]))
    .orderBy(asc(permissionRoles.name))
  for (const row of rows)
    byInvite.set(row.inviteId, [...(byInvite.get(row.inviteId) ?? []), { id: row.id, name: row.name }])
  return byInvite
}

const selection = {
  invite: invites,
  firstName: actors.firstName,
  lastName: actors.lastName,
  organisationName: organisations.name,
  logoFileId: organisations.logoFileId,
}

const fullName = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(' ') || null

type Selected = {
  invite: InviteRow
  firstName: string | null
  lastName: string | null
  organisationName: string
  logoFileId: string | null
}

const toResponse = (row: Selected, roles: InviteRole[]): InviteResponse => ({
  id: row.invite.id,
  name: fullName(row.firstName, row.lastName),
  first_name: row.firstName,
  last_name: row.lastName,
  email: row.invite.email,
  status: inviteStatusOf(row.invite.status as InviteStatusCode),
  organisation_id: row.invite.organisationId,
  organisation_name: row.organisationName,
  organisation_logo: logoUrlOf(row.logoFileId),
  roles,
  actor_id: row.invite.actorId,
  created_at: row.invite.createdAt.toISOString(),
  version: row.invite.version,
})

const selectInvites = (db: Queryable) =>
  db
    .select(selection)
    .from(invites)
    .innerJoin(organisations, eq(organisations.id, invites.organisationId))
    .leftJoin(actors, eq(actors.id, invites.actorId))

export const inviteResponse = async (db: Queryable, id: string): Promise<InviteResponse | undefined> => {
  const row = (await selectInvites(db).where(and(eq(invites.id, id), isNull(invites.deletedAt))))[0]
  if (!row) return undefined
  return toResponse(row, (await rolesOfInvites(db, [row.invite.id])).get(row.invite.id) ?? [])
}

const SORT_COLUMNS = {
  datecreated: [invites.createdAt],
  email: [invites.email],
  name: [actors.lastName, actors.firstName],
  status: [invites.status],
} as const

export type InviteFilter = {
  organisationId?: string
  actorId?: string
  status?: InviteStatusCode
  search?: string
  sortBy: keyof typeof SORT_COLUMNS
  sortDirection: 'asc' | 'desc'
  page: number
  pageSize: number
}

const escapeLike = (term: string) => term.replace(/[\\%_]/g, (ch) => `\\${ch}`)

/** A page of invites (never deleted ones), newest first unless asked otherwise, with the total count. */
export const listInvites = async (db: Queryable, filter: InviteFilter) => {
  const term = filter.search?.trim()
  const pattern = term ? `%${escapeLike(term)}%` : null
  const where = and(
    isNull(invites.deletedAt),
    filter.organisationId ? eq(invites.organisationId, filter.organisationId) : undefined,
    filter.actorId ? eq(invites.actorId, filter.actorId) : undefined,
    filter.status ? eq(invites.status, filter.status) : undefined,
    pattern
      ? (or(
          ilike(invites.email, pattern),
          ilike(actors.firstName, pattern),
          ilike(actors.lastName, pattern),
          ilike(sql`coalesce(${actors.firstName}, '') || ' ' || coalesce(${actors.lastName}, '')`, pattern),
        ) as SQL)
      : undefined,
  )
  const direction = filter.sortDirection === 'asc' ? asc : desc
  const [rows, total] = await readAll(db, [
    () =>
      selectInvites(db)
        .where(where)
        .orderBy(...SORT_COLUMNS[filter.sortBy].map((column) => direction(column)), asc(invites.id))
        .limit(filter.pageSize)
        .offset((filter.page - 1) * filter.pageSize),
    () =>
      db
        .select({ count: sql<number>`count(*)::int` })
        .from(invites)
        .leftJoin(actors, eq(actors.id, invites.actorId))
        .where(where),
  ])
  const roles = await rolesOfInvites(
    db,
    rows.map((row) => row.invite.id),
  )
  const count = Number(total[0]?.count ?? 0)
  return {
    items: rows.map((row) => toResponse(row, roles.get(row.invite.id) ?? [])),
    pages: Math.ceil(count / filter.pageSize),
    count,
  }
}
