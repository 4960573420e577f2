// The rows of working practices reviews: a worker's own (by their account) or one contractor record's (for the
// provider's one-off team), with the current assessment's result and its order (result_ord).
import { type SQL, sql } from 'drizzle-orm'
import { RESULTS } from '#domain/determination/results'
import { resultOrd, WORKING_PRACTICES_REVIEW, type WorkingPracticeReviewRow } from '#domain/working-practices'
import type { ReviewSortField } from '#domain/working-practices-lists'
import { type Queryable, queryRows } from '../../db/client.ts'

const escapeLike = (term: string) => term.replace(/[\\%_]/g, (ch) => `\\${ch}`)

// The domain's order of results, as SQL: one branch per result spelling the wire carries.
const resultOrdSql = sql`(case ${sql.join(
  [...new Set(Object.values(RESULTS).map((row) => row.result))].map(
    (result) => sql`when lower(result) = ${result.toLowerCase()} then ${resultOrd(result)}::int`,
  ),
  sql` `,
)} else ${resultOrd(null)}::int end)`

const SORT_COLUMNS: Record<ReviewSortField, SQL> = {
  result_ord: resultOrdSql,
  end_client: sql`lower(end_client)`,
  agency: sql`lower(agency)`,
  start_date: sql`start_date`,
  name: sql`lower(name)`,
}

export type ReviewFilter = ({ actorId: string } | { contractorId: string }) & {
  search: string
  includeArchived: boolean
  sortBy: ReviewSortField
  direction: 'asc' | 'desc'
  page: number
  pageSize: number
}

export const reviewRows = async (db: Queryable, filter: ReviewFilter) => {
  const like = filter.search ? `%${escapeLike(filter.search)}%` : null
  const owner =
    'actorId' in filter ? sql`c.actor_id = ${filter.actorId}::uuid` : sql`c.id = ${filter.contractorId}::uuid`
  const reviews = sql`with reviews as (
      select e.id, e.name, e.end_client_text as end_client, e.agency_text as agency, e.start_date, e.status,
             e.archived, e.created_at,
             (select a.result from assessments a where a.engagement_id = e.id and a.standing = 'current') as result
      from engagements e
      join contractors c on c.id = e.contractor_id
      where e.type = ${WORKING_PRACTICES_REVIEW} and e.deleted_at is null and c.deleted_at is null and ${owner}
        ${filter.includeArchived ? sql`` : sql`and e.archived = false`}
        ${like ? sql`and (e.end_client_text ilike ${like} or e.agency_text ilike ${like} or e.name ilike ${like})` : sql``}
    )`
  const direction = filter.direction === 'asc' ? sql`asc` : sql`desc`
  const items = await queryRows<WorkingPracticeReviewRow>(
    db,
    sql`${reviews}
    select id, name, end_client, agency, start_date, result, status, archived from reviews
    order by ${SORT_COLUMNS[filter.sortBy]} ${direction} nulls last, created_at desc, id
    limit ${filter.pageSize} offset ${(filter.page - 1) * filter.pageSize}`,
  )
  const [total] = await queryRows<{ total: number }>(db, sql`${reviews} select count(*)::int as total from reviews`)
  return { items, count: total?.total ?? 0 }
}
