// Reading engagements for the progress board and the assessments directory: scoped to organisations, filtered,
// sorted and paged in the database. The board column of a status is the engagement machine's decision
// (machines/state-map.ts); it reaches SQL as the list of statuses each column holds.

import { type SQL, sql } from 'drizzle-orm'
import { INCOMPLETE } from '#domain/determination/results'
import type { DirectorySortField } from '#domain/directory-list'
import { BOARD_COLUMN_CAP } from '#domain/engagement-lists'
import { BOARD_STAGES, type BoardStage, type EngagementStatus } from '#domain/engagement-status'
import { WORKING_PRACTICES_REVIEW } from '#domain/working-practices'
import { statusesInBoardStage } from '#machines/state-map'
import { anyUuid, preparedRows, type Queryable, queryRows, readAll, uuidList } from '../../db/client.ts'

/** Which engagements a list may hold: null for every organisation (search across all clients). */
export type ListScope = { organisationIds: readonly string[] | null }

export type ListFilter = ListScope & {
  search: string
  showArchived: boolean
  type?: 'Role' | 'Contractor' | undefined
  result?: string | undefined
  progress?: BoardStage | undefined
}

export type EngagementListRow = {
  id: string
  name: string
  type: 'Role' | 'Contractor'
  role_id: string | null
  contractor_id: string | null
  contractor_name: string | null
  organisation_id: string
  organisation: string
  status: EngagementStatus
  start_date: string | null
  result: string | null
  archived: boolean
}

export type BoardRow = EngagementListRow & { version: number; state: unknown; created_at: string; dispute_due: boolean }

const texts = (values: readonly string[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )

export const likePattern = (search: string) => `%${search.trim().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`

const statusesOf = (stage: BoardStage) => sql`e.status in (${texts(statusesInBoardStage(stage))})`

/** The board column as SQL, from the machine's map. */
const stageSql = sql`case ${sql.join(
  BOARD_STAGES.map((stage) => sql`when ${statusesOf(stage)} then ${stage}`),
  sql` `,
)} end`

/**
 * The current assessment's result. A subquery (one probe of assessments_current_idx per row), not a join: a
 * page or a column's cards need it only for the rows they show, and a join made every list read every
 * assessment.
 */
const RESULT = sql`(select a.result from assessments a where a.engagement_id = e.id and a.standing = 'current')`

const FROM = sql`
  from engagements e
  join organisations o on o.id = e.organisation_id
  left join contractors c on c.id = e.contractor_id`

/**
 * What an engagement's bucket in engagement_counts settles: reach, type, archived and the column (status). Read on
 * `e` from either table: the engagements themselves or their counts.
 */
const bucketPartsOf = (filter: ListFilter): SQL[] => {
  // A worker's own review is the Direct menu's (one-off assessments), not the board's or the directory's.
  const parts: SQL[] = [sql`e.type <> ${WORKING_PRACTICES_REVIEW}`]
  if (filter.organisationIds)
    parts.push(filter.organisationIds.length > 0 ? anyUuid(sql`e.organisation_id`, filter.organisationIds) : sql`false`)
  if (!filter.showArchived) parts.push(sql`e.archived = false`)
  if (filter.type) parts.push(sql`e.type = ${filter.type}`)
  if (filter.progress) parts.push(statusesOf(filter.progress))
  return parts
}

/** Whether the counts table can answer: its buckets know nothing of a result or a name. */
const countedByBucket = (filter: ListFilter) => !filter.search.trim() && !filter.result

/** The where clause every list shares. */
const whereOf = (filter: ListFilter): SQL => {
  const parts: SQL[] = [sql`e.deleted_at is null`, ...bucketPartsOf(filter)]
  if (filter.result === INCOMPLETE) parts.push(sql`${RESULT} is null`)
  else if (filter.result) parts.push(sql`${RESULT} = ${filter.result}`)
  if (filter.search.trim()) {
    const pattern = likePattern(filter.search)
    parts.push(sql`(e.name ilike ${pattern} or o.name ilike ${pattern}
                    or (c.first_name || ' ' || c.last_name) ilike ${pattern})`)
  }
  return sql.join(parts, sql` and `)
}

/**
 * How many engagements the filter selects, by status: from the counts table when it can answer (a few rows per
 * organisation in reach), else by counting the engagements themselves (a search or a result narrows them).
 */
const countsByStatus = (db: Queryable, filter: ListFilter) =>
  preparedRows<{ status: EngagementStatus; count: number }>(
    db,
    countedByBucket(filter)
      ? sql`select e.status, sum(e.n)::int as count from engagement_counts e
            where ${sql.join(bucketPartsOf(filter), sql` and `)} group by e.status`
      : sql`select e.status, count(*)::int as count ${FROM} where ${whereOf(filter)} group by e.status`,
  )

const COLUMNS = sql`
  e.id, e.name, e.type,
  case when e.type = 'Role' then e.id else e.role_id end as role_id,
  e.contractor_id,
  case when c.id is null then null else c.first_name || ' ' || c.last_name end as contractor_name,
  e.organisation_id, o.name as organisation, e.status, e.start_date, ${RESULT} as result, e.archived`

/** A card also carries its version (for If-Match), its machine state (for its steps) and "Dispute Due". */
const CARD_COLUMNS = sql`${COLUMNS}, e.version, e.state, e.created_at,
  exists (select 1 from disputes d
          where d.engagement_id = e.id and d.status = 'OPEN'
            and (d.state -> 'context' ->> 'dueSoon') = 'true') as dispute_due`

/** The directory's default, newest first: the latest start date, then the latest created (a role may have no dates). */
// Spelt as the indexes are (desc nulls last throughout), so that the planner can walk them.
const NEWEST_FIRST = sql`e.start_date desc nulls last, e.created_at desc nulls last, e.id desc nulls last`
/** The board's: the latest created. */
const NEWEST_CREATED = sql`e.created_at desc nulls last, e.id desc nulls last`

const SORT_SQL: Record<DirectorySortField, SQL> = {
  name: sql`lower(e.name)`,
  contractor_name: sql`lower(c.first_name || ' ' || c.last_name)`,
  organisation: sql`lower(o.name)`,
  type: sql`e.type`,
  start_date: sql`e.start_date`,
  progress: sql`array_position(array[${texts(BOARD_STAGES)}]::text[], ${stageSql})`,
  result: sql`coalesce(${RESULT}, ${INCOMPLETE})`,
}

const orderOf = (sortBy: DirectorySortField, direction: 'asc' | 'desc'): SQL =>
  sql`${SORT_SQL[sortBy]} ${direction === 'asc' ? sql`asc nulls last` : sql`desc nulls last`}, ${NEWEST_FIRST}`

/**
 * The board: each column's count, and its newest cards (BOARD_COLUMN_CAP, the latest created first, so an
 * assessment just started is on the board at once). The cards are read status by status, each a walk of
 * engagements_live_status_created_idx that stops at the cap; a column of two statuses keeps the newest of both.
 * The walk is one lateral subquery run for each status, so PostgreSQL plans it once: planning a walk over a reach
 * of 2,000 organisations takes longer than running it, and a union of one walk per status planned it nine times.
 * The reach is one array parameter of a named statement, so the text is the same for every reach and PostgreSQL
 * can keep its plan instead of planning it for every call.
 */
export const boardColumns = async (db: Queryable, filter: ListFilter) => {
  const counts = await countsByStatus(db, filter)
  const statuses = BOARD_STAGES.flatMap(statusesInBoardStage)
  const cards = await preparedRows<BoardRow>(
    db,
    sql`select card.* from unnest(array[${texts(statuses)}]::text[]) as board(status)
        cross join lateral (
          select ${CARD_COLUMNS} ${FROM} where ${whereOf(filter)} and e.status = board.status
          order by ${NEWEST_CREATED} limit ${BOARD_COLUMN_CAP}
        ) as card`,
  )
  const newestFirst = (a: BoardRow, b: BoardRow) =>
    new Date(b.created_at).getTime() - new Date(a.created_at).getTime() || (a.id < b.id ? 1 : -1)
  return BOARD_STAGES.map((stage) => {
    const held = statusesInBoardStage(stage)
    return {
      stage,
      count: counts.filter((row) => held.includes(row.status)).reduce((sum, row) => sum + row.count, 0),
      rows: cards
        .filter((row) => held.includes(row.status))
        .sort(newestFirst)
        .slice(0, BOARD_COLUMN_CAP),
    }
  })
}

/** One page of the directory, sorted in the database, with the count of every row the filters select. */
export const directoryPage = async (
  db: Queryable,
  filter: ListFilter,
  options: { sortBy: DirectorySortField; sortDirection: 'asc' | 'desc'; page: number; pageSize: number },
) => {
  const where = whereOf(filter)
  // The count apart from the page: a window count would carry every selected row through the sort.
  const [counts, rows] = await readAll(db, [
    () => countsByStatus(db, filter),
    () =>
      queryRows<EngagementListRow>(
        db,
        sql`select ${COLUMNS} ${FROM} where ${where}
          order by ${orderOf(options.sortBy, options.sortDirection)}
          limit ${options.pageSize} offset ${(options.page - 1) * options.pageSize}`,
      ),
  ])
  return { rows, count: counts.reduce((sum, row) => sum + row.count, 0) }
}

/** Every row the filters select, in the directory's order, a batch at a time (the order is total: it ends in the id). */
export async function* directoryRows(
  db: Queryable,
  filter: ListFilter,
  options: { sortBy: DirectorySortField; sortDirection: 'asc' | 'desc' },
  batchSize = 500,
): AsyncGenerator<EngagementListRow[]> {
  for (let offset = 0; ; offset += batchSize) {
    const rows = await queryRows<EngagementListRow>(
      db,
      sql`select ${COLUMNS} ${FROM} where ${whereOf(filter)}
          order by ${orderOf(options.sortBy, options.sortDirection)} limit ${batchSize} offset ${offset}`,
    )
    if (rows.length > 0) yield rows
    if (rows.length < batchSize) return
  }
}

/**
 * The roles the actor holds for each of the given organisations: held there or at any ancestor (a parent's
 * admin acts on descendants), in one query.
 */
export const rolesByOrganisation = async (db: Queryable, actorId: string, organisationIds: readonly string[]) => {
  const byOrganisation = new Map<string, string[]>()
  if (organisationIds.length === 0) return byOrganisation
  const rows = await preparedRows<{ origin: string; role: string }>(
    db,
    sql`with recursive chain as (
          select id as origin, id, parent_id from organisations where ${anyUuid(sql`id`, organisationIds)}
          union all
          select chain.origin, o.id, o.parent_id from organisations o join chain on o.id = chain.parent_id
        )
        select distinct chain.origin, r.name as role
        from chain
        join actor_roles ar on ar.organisation_id = chain.id and ar.actor_id = ${actorId}::uuid
        join permission_roles r on r.id = ar.role_id`,
  )
  for (const row of rows) byOrganisation.set(row.origin, [...(byOrganisation.get(row.origin) ?? []), row.role])
  return byOrganisation
}

/** Whether each role was used for an engagement (a used role cannot be deleted). */
export const usedRoles = async (db: Queryable, roleIds: readonly string[]) => {
  if (roleIds.length === 0) return new Set<string>()
  const rows = await queryRows<{ role_id: string }>(
    db,
    sql`select distinct role_id from engagements where role_id in (${uuidList(roleIds)}) and deleted_at is null`,
  )
  return new Set(rows.map((row) => row.role_id))
}
