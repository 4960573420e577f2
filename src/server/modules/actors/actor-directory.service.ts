// Finding people (rule api.actors): who holds a role in an organisation — the reviewer
// options a sign-off needs — and who a known e-mail belongs to. Both answer only within the caller's reach:
// a person outside it is "not found", so the calls cannot be used to learn who uses the product.
import { and, asc, eq, isNull, sql } from 'drizzle-orm'
import type { ActorSummary } from '#domain/actors'
import type { AccessTokenClaims } from '#domain/session'
import { type Queryable, readAll } from '../../db/client.ts'
import { actorRoles, actors, invites } from '../../db/schema.ts'
import { AppError, NotFound } from '../../http/errors.ts'
import { organisationInReach } from './organisation-records.service.ts'

const summaryColumns = {
  id: actors.id,
  first_name: actors.firstName,
  last_name: actors.lastName,
  email: actors.email,
}

/** GET /api/actors/actors?org_id=&role_id=: the people holding a role (any role without role_id) there. */
export const listActorsIn = async (options: {
  db: Queryable
  session: AccessTokenClaims
  organisationId: string
  roleId: string | undefined
}): Promise<ActorSummary[]> => {
  await organisationInReach(options.db, options.session, options.organisationId, 'Organisations:Read')
  return options.db
    .selectDistinct(summaryColumns)
    .from(actorRoles)
    .innerJoin(actors, eq(actors.id, actorRoles.actorId))
    .where(
      and(
        eq(actorRoles.organisationId, options.organisationId),
        options.roleId ? eq(actorRoles.roleId, options.roleId) : undefined,
        // An API key's service actor holds a role but is not a user: the keys have their own list.
        eq(actors.isService, false),
      ),
    )
    .orderBy(asc(actors.lastName), asc(actors.firstName), asc(actors.email), asc(actors.id))
}

/** Whether the caller reads people in one of these organisations (they manage its users there). */
const managesPeopleInAny = async (db: Queryable, session: AccessTokenClaims, organisationIds: readonly string[]) => {
  for (const organisationId of organisationIds) {
    try {
      await organisationInReach(db, session, organisationId, ['Actors:Read', 'Invites:Read'])
      return true
    } catch (error) {
      if (!(error instanceof AppError)) throw error
    }
  }
  return false
}

/**
 * GET /api/actors/actors/email/{email}: the person with that e-mail, for the caller themselves or for
 * someone who manages people in an organisation the person belongs to or is invited to.
 */
export const actorByEmail = async (options: {
  db: Queryable
  session: AccessTokenClaims
  email: string
}): Promise<ActorSummary> => {
  const { db, session } = options
  const found = (
    await db.select(summaryColumns).from(actors).where(sql`lower(${actors.email}) = lower(${options.email})`)
  )[0]
  if (!found) throw NotFound('The user')
  if (found.id === session.actorId) return found
  const [memberships, invitations] = await readAll(db, [
    () => db.selectDistinct({ id: actorRoles.organisationId }).from(actorRoles).where(eq(actorRoles.actorId, found.id)),
    () =>
      db
        .selectDistinct({ id: invites.organisationId })
        .from(invites)
        .where(and(eq(invites.actorId, found.id), isNull(invites.deletedAt))),
  ])
  const organisationIds = [...memberships, ...invitations].flatMap((row) => (row.id ? [row.id] : []))
  if (!(await managesPeopleInAny(db, session, [...new Set(organisationIds)]))) throw NotFound('The user')
  return found
}
