// The organisation hierarchy: who may see which organisations, and the roles that reach them.
import { sql } from 'drizzle-orm'
import { type Queryable, queryRows } from '../../db/client.ts'

export type OrganisationRow = { id: string; name: string; parent_id: string | null; logo_file_id: string | null }

export type Membership = { organisation_id: string | null; role_name: string; role_kind: string }

export const membershipsOf = async (db: Queryable, actorId: string): Promise<Membership[]> => {
  return queryRows<Membership>(
    db,
    sql`
    select ar.organisation_id, r.name as role_name, r.kind as role_kind
    from actor_roles ar join permission_roles r on r.id = ar.role_id
    where ar.actor_id = ${actorId}`,
  )
}

/** The organisation and its ancestors, nearest first. */
export const ancestorsOf = async (db: Queryable, organisationId: string): Promise<OrganisationRow[]> => {
  return queryRows<OrganisationRow & { depth: number }>(
    db,
    sql`
    with recursive chain as (
      select id, name, parent_id, logo_file_id, 0 as depth from organisations where id = ${organisationId}
      union all
      select o.id, o.name, o.parent_id, o.logo_file_id, chain.depth + 1
      from organisations o join chain on o.id = chain.parent_id
    )
    select * from chain order by depth`,
  )
}

/** Every organisation in the subtrees rooted at the given organisations. */
export const subtreesOf = async (db: Queryable, rootIds: readonly string[]): Promise<OrganisationRow[]> => {
  if (rootIds.length === 0) return []
  return queryRows<OrganisationRow>(
    db,
    sql`
    with recursive tree as (
      select id, name, parent_id, logo_file_id from organisations
      where id in (${sql.join(
        rootIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})
      union
      select o.id, o.name, o.parent_id, o.logo_file_id from organisations o join tree on o.parent_id = tree.id
    )
    select * from tree order by name`,
  )
}

/**
 * The roles an actor holds for an organisation: those held there or at any ancestor
 * (a parent's admin acts on descendants). Empty when the organisation is out of reach.
 */
export const rolesForOrganisation = async (db: Queryable, actorId: string, organisationId: string) => {
  const [chain, memberships] = await Promise.all([ancestorsOf(db, organisationId), membershipsOf(db, actorId)])
  const reachable = new Set(chain.map((o) => o.id))
  const roles = memberships.filter((m) => m.organisation_id && reachable.has(m.organisation_id)).map((m) => m.role_name)
  return {
    roles: [...new Set(roles)].sort(),
    topLevelOrganisationId: chain.at(-1)?.id ?? null,
    /** The nearest organisation, from this one up, where the person holds a role: where they act from. */
    heldAt: chain.find((o) => memberships.some((m) => m.organisation_id === o.id))?.id ?? null,
    exists: chain.length > 0,
  }
}
