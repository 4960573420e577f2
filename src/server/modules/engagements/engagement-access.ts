// Who may see and act on an engagement: the roles a person holds for the engagement's organisation
// (held there or at an ancestor), not whatever organisation their token happens to have selected; and its
// sign-off reviewers, who review it whatever their roles (a review link's session reaches nothing else).
import { and, eq, isNull, type SQLWrapper, sql } from 'drizzle-orm'
import { type Permission, permissionsFor, REVIEWER_LINK_ROLE, REVIEWER_PERMISSIONS } from '#domain/roles'
import type { AccessTokenClaims } from '#domain/session'
import { PARTY } from '#machines/meta'
import { builtOnce, type Queryable, queryRows, type Transaction } from '../../db/client.ts'
import { engagements } from '../../db/schema.ts'
import { Forbidden, NotFound } from '../../http/errors.ts'
import type { Firer } from '../../workflow/engine.ts'
import { rolesForOrganisation } from '../actors/organisation-tree.queries.ts'
import { isReviewerOn } from './reviewer-reach.queries.ts'

export type EngagementRow = typeof engagements.$inferSelect

// Every access check to an engagement reads its row first.
const engagementById = builtOnce((db) =>
  db
    .select()
    .from(engagements)
    .where(eq(engagements.id, sql.placeholder('id')))
    .prepare('engagement_by_id'),
)

/** The engagement row, or null when there is none (or it is deleted). */
export const liveEngagement = async (db: Queryable, engagementId: string): Promise<EngagementRow | null> => {
  const engagement = (await engagementById(db).execute({ id: engagementId }))[0]
  return engagement && !engagement.deletedAt ? engagement : null
}

/**
 * The live engagement the one `engagementId` names was reassessed as, if any (at most one: a unique index), as a
 * subquery: the record reads it with the rest of its head.
 */
export const successorIdOf = (engagementId: SQLWrapper) =>
  sql<string | null>`(select s.id from ${engagements} s
    where s.reassessed_from_id = ${engagementId} and s.deleted_at is null limit 1)`

/** The live engagement this one was reassessed as, if any. */
export const successorOf = async (db: Queryable, engagementId: string): Promise<string | null> =>
  (await queryRows<{ id: string | null }>(db, sql`select ${successorIdOf(sql`${engagementId}::uuid`)} as id`))[0]?.id ??
  null

/** What an access check found: the engagement, and the caller as the one who fires its events. */
export type EngagementReach = {
  engagement: EngagementRow
  firer: Firer
  /**
   * The nearest organisation, from the engagement's up, where the caller holds a role (null where none is), as the
   * check worked it out; absent where it did not (a review link's session).
   */
  roleHeldAt?: string | null
}

/** The engagement and the caller's roles for it; 404 when it is out of the caller's reach. */
export const engagementInReach = async (
  db: Queryable,
  session: AccessTokenClaims,
  engagementId: string,
  permission: Permission,
): Promise<EngagementReach> => engagementRowInReach(db, session, await liveEngagement(db, engagementId), permission)

/**
 * engagementInReach with the row read under its lock (FOR UPDATE) in the transaction of the command that follows,
 * which then takes the row from here instead of reading it again.
 */
export const lockedEngagementInReach = async (
  tx: Transaction,
  session: AccessTokenClaims,
  engagementId: string,
  permission: Permission,
): Promise<EngagementReach> => {
  const [row] = await tx
    .select()
    .from(engagements)
    .where(and(eq(engagements.id, engagementId), isNull(engagements.deletedAt)))
    .for('update')
  return engagementRowInReach(tx, session, row ?? null, permission)
}

/** engagementInReach for an engagement row already read (null when there was none). */
export const engagementRowInReach = async (
  db: Queryable,
  session: AccessTokenClaims,
  engagement: EngagementRow | null,
  permission: Permission,
): Promise<EngagementReach> => {
  // An engagement the caller cannot reach is reported as missing, so ids of other tenants leak nothing.
  if (!engagement) throw NotFound('The engagement')
  const engagementId = engagement.id
  const linkSession = session.role === REVIEWER_LINK_ROLE
  if (linkSession && session.engagementId !== engagementId) throw NotFound('The engagement')
  const { roles, heldAt } = linkSession
    ? { roles: [] as string[], heldAt: undefined }
    : await rolesForOrganisation(db, session.actorId, engagement.organisationId)
  // Asked only when it can matter: the roles alone do not grant the call, or the call is a sign-off (which the
  // reviewer machine leaves to the Reviewer party). Most calls are spared the query.
  const byRoles = permissionsFor(roles).includes(permission)
  const reviewing =
    (!byRoles || permission === 'Reviews:SignOff') && (await isReviewerOn(db, engagementId, session.actorId))
  if (roles.length === 0 && !reviewing) throw NotFound('The engagement')
  const permissions = new Set<Permission>([...permissionsFor(roles), ...(reviewing ? REVIEWER_PERMISSIONS : [])])
  if (!permissions.has(permission)) throw Forbidden()
  const firer = { actorId: session.actorId, roles: reviewing ? [...roles, PARTY.reviewer] : roles }
  return { engagement, firer, roleHeldAt: heldAt }
}
