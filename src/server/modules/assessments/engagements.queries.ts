// The engagements a person can see, paged and searchable (the directory's first, plain form).

import { sql } from 'drizzle-orm'
import { searchesAllClients } from '#domain/roles'
import type { AccessTokenClaims } from '#domain/session'
import { WORKING_PRACTICES_REVIEW } from '#domain/working-practices'
import { type Database, queryRows, uuidList } from '../../db/client.ts'
import { organisationsWith } from '../actors/organisations.service.ts'

export const listEngagements = async (options: {
  db: Database
  session: AccessTokenClaims
  search: string
  page: number
  pageSize: number
  includeArchived: boolean
}) => {
  const everyone = searchesAllClients(options.session.roles)
  // Only where the caller's roles read engagements: holding some other role there is not enough.
  const reachable = everyone ? null : await organisationsWith(options.db, options.session.actorId, 'Engagements:Read')
  if (reachable && reachable.length === 0) return { items: [], count: 0, pages: 0 }
  const scope = reachable ? sql`and e.organisation_id in (${uuidList(reachable.map((r) => r.id))})` : sql``
  const search = options.search.trim()
    ? sql`and e.name ilike ${`%${options.search.trim().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`}`
    : sql``
  const archived = options.includeArchived ? sql`` : sql`and e.archived = false`
  const rows = await queryRows<{
    id: string
    name: string
    type: string
    status: string
    archived: boolean
    organisation_id: string
    organisation: string
    updated_at: string
    total: number
  }>(
    options.db,
    sql`select e.id, e.name, e.type, e.status, e.archived, e.organisation_id, o.name as organisation,
               e.updated_at, count(*) over ()::int as total
        from engagements e join organisations o on o.id = e.organisation_id
        where e.deleted_at is null and e.type <> ${WORKING_PRACTICES_REVIEW} ${scope} ${search} ${archived}
        order by e.updated_at desc, e.id
        limit ${options.pageSize} offset ${(options.page - 1) * options.pageSize}`,
  )
  const count = rows[0]?.total ?? 0
  return {
    items: rows.map(({ total: _total, ...row }) => ({ ...row, updated_at: new Date(row.updated_at).toISOString() })),
    count,
    pages: Math.ceil(count / options.pageSize),
  }
}
