// The organisation selector and search (rules org.selector, api.organisations).
import { sql } from 'drizzle-orm'
import { logoUrlOf } from '#domain/logo'
import type { OrganisationNode, OrganisationSearchPage, OrganisationSelector } from '#domain/organisations'
import { administers, type Permission, permissionsFor, searchesAllClients } from '#domain/roles'
import type { AccessTokenClaims } from '#domain/session'
import { type Database, type Queryable, queryRows, uuidList } from '../../db/client.ts'
import { membershipsOf, type OrganisationRow, subtreesOf } from './organisation-tree.queries.ts'

const logoUrl = (row: OrganisationRow) => (row.logo_file_id ? logoUrlOf(row.logo_file_id) : null)

const buildTree = (rows: readonly OrganisationRow[], rootId: string): OrganisationNode => {
  const byParent = new Map<string, OrganisationRow[]>()
  for (const row of rows) if (row.parent_id) byParent.set(row.parent_id, [...(byParent.get(row.parent_id) ?? []), row])
  const node = (row: OrganisationRow): OrganisationNode => ({
    id: row.id,
    name: row.name,
    parent_id: row.parent_id,
    logo_url: logoUrl(row),
    children: (byParent.get(row.id) ?? []).map(node),
  })
  return node(rows.find((r) => r.id === rootId)!)
}

/** The organisations an actor may work on: every subtree rooted where they hold a role. */
export const reachableOrganisations = async (db: Database, actorId: string, adminOnly = false) => {
  const memberships = (await membershipsOf(db, actorId)).filter(
    (m) => m.organisation_id && (!adminOnly || administers(m.role_name)),
  )
  const roots = [...new Set(memberships.map((m) => m.organisation_id!))]
  return { roots, rows: await subtreesOf(db, roots) }
}

/**
 * The organisations where the actor's roles grant the permission: every subtree rooted where such a role is held.
 * A list shows only these, so a role with a narrow permission (the one-off assessments' readers, held at the
 * provider) does not see every tenant's rows through the provider's subtree.
 */
export const organisationsWith = async (db: Queryable, actorId: string, permission: Permission) => {
  const roots = (await membershipsOf(db, actorId))
    .filter((m) => m.organisation_id && permissionsFor([m.role_name]).includes(permission))
    .map((m) => m.organisation_id!)
  return subtreesOf(db, [...new Set(roots)])
}

/**
 * "My clients": organisations the person holds a role in that have clients below them, as trees.
 * "Clients to whom I belong": the ones without children.
 */
export const organisationSelector = async (options: {
  db: Database
  session: AccessTokenClaims
  adminOnly: boolean
}): Promise<OrganisationSelector> => {
  const { roots, rows } = await reachableOrganisations(options.db, options.session.actorId, options.adminOnly)
  // A root that sits inside another root's subtree is shown there, not twice.
  const inside = new Set(rows.filter((r) => r.parent_id && rows.some((p) => p.id === r.parent_id)).map((r) => r.id))
  const trees = roots.filter((id) => !inside.has(id)).map((id) => buildTree(rows, id))
  return {
    parent_orgs: trees.filter((t) => t.children.length > 0),
    child_orgs: trees.filter((t) => t.children.length === 0),
  }
}

export const searchOrganisations = async (options: {
  db: Database
  session: AccessTokenClaims
  search: string
  page: number
  pageSize: number
}): Promise<OrganisationSearchPage> => {
  const term = `%${options.search.trim().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`
  const everyone = searchesAllClients(options.session.roles)
  // The organisations a role grants Organisations:Read in, with those below; and the ones the person holds a role in
  // themselves, which they must be able to choose to work in (the one-off team's own provider, say).
  const reachable = everyone
    ? null
    : [
        ...(await organisationsWith(options.db, options.session.actorId, 'Organisations:Read')),
        ...(await membershipsOf(options.db, options.session.actorId)).flatMap((m) =>
          m.organisation_id ? [{ id: m.organisation_id }] : [],
        ),
      ]
  const scope = reachable
    ? sql`and o.id in (${reachable.length ? uuidList(reachable.map((r) => r.id)) : sql`null`})`
    : sql``
  const offset = (options.page - 1) * options.pageSize
  const rows = await queryRows<{
    id: string
    name: string
    parent_id: string | null
    parent_name: string | null
    total: number
  }>(
    options.db,
    sql`
    select o.id, o.name, o.parent_id, p.name as parent_name, count(*) over ()::int as total
    from organisations o left join organisations p on p.id = o.parent_id
    where o.name ilike ${term} ${scope}
    order by o.name limit ${options.pageSize} offset ${offset}`,
  )
  const count = rows[0]?.total ?? 0
  return {
    items: rows.map(({ total: _total, ...item }) => item),
    count,
    pages: Math.ceil(count / options.pageSize),
  }
}
