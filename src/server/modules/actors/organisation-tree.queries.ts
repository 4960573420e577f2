// The organisation hierarchy: who may see which organisations, and the roles that reach them.
import { sql } from 'drizzle-orm'
import { type Queryable, queryRows, rawStatement, uuidList } from '../../db/client.ts'

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
      where id in (${uuidList(rootIds)})
      union
      select o.id, o.name, o.parent_id, o.logo_file_id from organisations o join tree on o.parent_id = tree.id
    )
    select * from tree order by name`,
  )
}

export type ChainLink = { id: string; parent_id: string | null }
/** A membership held at an organisation (not one of the roles held nowhere in particular). */
export type HeldMembership = Membership & { organisation_id: string }

/**
 * The organisation and its ancestors (nearest first) with the roles the actor holds along that chain, in one
 * statement: every access check asks both, and two round trips for them was most of a check's time.
 */
// One row per organisation of the chain and role held there (role_name null where none is).
const chainWithMembershipsRows = rawStatement<ChainLink & { role_name: string | null; role_kind: string | null }>(sql`
    with recursive chain as (
      select id, parent_id, 0 as depth from organisations where id = ${sql.placeholder('organisationId')}
      union all
      select o.id, o.parent_id, chain.depth + 1 from organisations o join chain on o.id = chain.parent_id
    )
    select chain.id, chain.parent_id, held.role_name, held.role_kind
    from chain
    left join (
      select ar.organisation_id, r.name as role_name, r.kind as role_kind
      from actor_roles ar join permission_roles r on r.id = ar.role_id
      where ar.actor_id = ${sql.placeholder('actorId')}
    ) held on held.organisation_id = chain.id
    order by chain.depth`)

export const chainWithMemberships = async (
  db: Queryable,
  actorId: string,
  organisationId: string,
): Promise<{ chain: ChainLink[]; memberships: HeldMembership[] }> => {
  const rows = await chainWithMembershipsRows(db, { actorId, organisationId })
  const chain: ChainLink[] = []
  const memberships: HeldMembership[] = []
  for (const row of rows) {
    if (chain.at(-1)?.id !== row.id) chain.push({ id: row.id, parent_id: row.parent_id })
    if (row.role_name !== null)
      memberships.push({ organisation_id: row.id, role_name: row.role_name, role_kind: row.role_kind! })
  }
  return { chain, memberships }
}

/**
 * The roles an actor holds for an organisation: those held there or at any ancestor
 * (a parent's admin acts on descendants). Empty when the organisation is out of reach.
 */
export const rolesForOrganisation = async (db: Queryable, actorId: string, organisationId: string) => {
  const { chain, memberships } = await chainWithMemberships(db, actorId, organisationId)
  return {
    roles: [...new Set(memberships.map((m) => m.role_name))].sort(),
    topLevelOrganisationId: chain.at(-1)?.id ?? null,
    /** The nearest organisation, from this one up, where the person holds a role: where they act from. */
    heldAt: memberships[0]?.organisation_id ?? null,
    exists: chain.length > 0,
  }
}
