// Who may see and act on an engagement: the roles a person holds for the engagement's organisation
// (held there or at an ancestor), not whatever organisation their token happens to have selected.
import { eq } from 'drizzle-orm'
import { type Permission, permissionsFor } from '#domain/roles'
import type { AccessTokenClaims } from '#domain/session'
import type { Queryable } from '../../db/client.ts'
import { engagements } from '../../db/schema.ts'
import { Forbidden, NotFound } from '../../http/errors.ts'
import type { Firer } from '../../workflow/engine.ts'
import { rolesForOrganisation } from '../actors/organisation-tree.queries.ts'

export type EngagementRow = typeof engagements.$inferSelect

/** The engagement and the caller's roles for it; 404 when it is out of the caller's reach. */
export const engagementInReach = async (
  db: Queryable,
  session: AccessTokenClaims,
  engagementId: string,
  permission: Permission,
): Promise<{ engagement: EngagementRow; firer: Firer }> => {
  const engagement = (await db.select().from(engagements).where(eq(engagements.id, engagementId)))[0]
  // An engagement the caller cannot reach is reported as missing, so ids of other tenants leak nothing.
  if (!engagement || engagement.deletedAt) throw NotFound('The engagement')
  const { roles } = await rolesForOrganisation(db, session.actorId, engagement.organisationId)
  if (roles.length === 0) throw NotFound('The engagement')
  if (!permissionsFor(roles).includes(permission)) throw Forbidden()
  return { engagement, firer: { actorId: session.actorId, roles } }
}
