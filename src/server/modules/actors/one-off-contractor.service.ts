// The working practice review registration (rules product.users, registration.flow): a person who registers on
// /register becomes a one-off contractor. Their portal account is made with the identity account, so that
// after setting a password they sign in as a new contractor (no turnover yet: /additional-info first).
import { eq, sql } from 'drizzle-orm'
import { ROLE } from '#domain/roles'
import type { Database } from '../../db/client.ts'
import { actorRoles, actors, permissionRoles } from '../../db/schema.ts'

/** Creates the actor with the Contractor role unless the e-mail already belongs to someone; idempotent. */
export const enrolOneOffContractor = async (db: Database, email: string) =>
  db.transaction(async (tx) => {
    const existing = await tx
      .select({ id: actors.id })
      .from(actors)
      .where(sql`lower(${actors.email}) = ${email.toLowerCase()}`)
    if (existing[0]) return { actorId: existing[0].id, created: false }
    const [actor] = await tx.insert(actors).values({ email }).returning({ id: actors.id })
    const [role] = await tx
      .select({ id: permissionRoles.id })
      .from(permissionRoles)
      .where(eq(permissionRoles.name, ROLE.contractor))
    await tx.insert(actorRoles).values({ actorId: actor!.id, organisationId: null, roleId: role!.id })
    return { actorId: actor!.id, created: true }
  })
