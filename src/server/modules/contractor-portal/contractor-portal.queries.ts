// The SDS hub's rows: the engagements of the contractor records linked to one person's account, with the
// names the hub shows. Whether an SDS is issued comes from the machine's sdsIssued tag (see contractor-access).

import { type SQL, sql } from 'drizzle-orm'
import type { SdsHubAction, SdsHubRow } from '#domain/contractor-portal'
import type { SdsHubSortField } from '#domain/sds-hub-list'
import { WORKING_PRACTICES_REVIEW } from '#domain/working-practices'
import { engagementStatus } from '#machines/state-map'
import { type Queryable, queryRows } from '../../db/client.ts'

/** Where the contractor has questions to answer: the states that take their answers, as the machine says. */
const CONTRACTOR_TURN: readonly string[] = engagementStatus.accepting('contractorAnswers.submit')

const statusList = sql.join(
  engagementStatus.tagged('sdsIssued').map((status) => sql`${status}`),
  sql`, `,
)

/** The sdsIssued tag in SQL: the tagged statuses, a full assessment, no withdrawn SDS waiting for its successor. */
const sdsIssuedSql = sql`(e.status in (${statusList}) and e.question_set_type_code = 'FULL'
  and coalesce((e.state->'context'->>'sdsWithdrawn')::boolean, false) = false)`

const SORT_COLUMNS: Record<SdsHubSortField, SQL> = {
  endclient: sql`lower(end_client)`,
  agency: sql`lower(agency)`,
  start_date: sql`start_date`,
  i_r35_determination: sql`i_r35_determination`,
  dispute_status: sql`dispute_status`,
}

const escapeLike = (term: string) => term.replace(/[\\%_]/g, (ch) => `\\${ch}`)

export type HubFilter = {
  actorId: string
  engagementId?: string
  search?: string
  /** true: only rows whose SDS is issued; false: only rows whose SDS is not; undefined: both. */
  sdsIssued?: boolean
  withAction?: boolean
  includeArchived: boolean
}

export type HubOrder = { sql: SQL } | { sortBy: SdsHubSortField; direction: 'asc' | 'desc' }

const actionOf = (row: Omit<SdsHubRow, 'action'>): SdsHubAction | null =>
  CONTRACTOR_TURN.includes(row.status) ? 'COMPLETE_QUESTIONS' : row.sds_issued ? 'VIEW_SDS' : null

export const hubRows = async (
  db: Queryable,
  filter: HubFilter,
  order: HubOrder,
  paging?: { page: number; pageSize: number },
): Promise<{ items: SdsHubRow[]; count: number }> => {
  const term = filter.search?.trim()
  const like = term ? `%${escapeLike(term)}%` : null
  const orderBy =
    'sql' in order ? order.sql : sql`${SORT_COLUMNS[order.sortBy]} ${order.direction === 'asc' ? sql`asc` : sql`desc`}`
  const hub = sql`with hub as (
      select e.id as engagement_id, e.name as engagement_name, coalesce(ec.name, e.end_client_text) as end_client,
             ag.name as agency, o.name as organisation, e.start_date, e.status, e.created_at,
             ${sdsIssuedSql} as sds_issued, e.contractor_archived as archived,
             (select d.status from disputes d where d.engagement_id = e.id order by d.created_at desc limit 1)
               as dispute_status,
             (select coalesce(s.conclusion, a.hmrc_outcome) from assessments a
                left join sds_documents s on s.assessment_id = a.id and s.withdrawn_at is null
              where a.engagement_id = e.id and a.standing = 'current') as determination
      from engagements e
      join contractors c on c.id = e.contractor_id
      join organisations o on o.id = e.organisation_id
      left join organisations ec on ec.id = e.end_client_id
      left join organisations ag on ag.id = e.agency_id
      where c.actor_id = ${filter.actorId}::uuid and c.deleted_at is null and e.deleted_at is null
        and e.type <> ${WORKING_PRACTICES_REVIEW}
        ${filter.engagementId ? sql`and e.id = ${filter.engagementId}::uuid` : sql``}
        ${filter.includeArchived ? sql`` : sql`and e.contractor_archived = false`}
        ${like ? sql`and (ec.name ilike ${like} or e.end_client_text ilike ${like} or ag.name ilike ${like} or e.name ilike ${like} or o.name ilike ${like})` : sql``}
    ), chosen as (
      select * from hub where true
        ${filter.sdsIssued === undefined ? sql`` : filter.sdsIssued ? sql`and sds_issued` : sql`and not sds_issued`}
        ${
          filter.withAction
            ? sql`and (sds_issued or status in (${sql.join(
                CONTRACTOR_TURN.map((status) => sql`${status}`),
                sql`, `,
              )}))`
            : sql``
        }
    )`
  const rows = await queryRows<Omit<SdsHubRow, 'action'>>(
    db,
    sql`${hub}
    select engagement_id, engagement_name, end_client, agency, organisation, start_date, status, sds_issued,
           archived, dispute_status, case when sds_issued then determination end as i_r35_determination
    from chosen
    order by ${orderBy} nulls last, engagement_id
    ${paging ? sql`limit ${paging.pageSize} offset ${(paging.page - 1) * paging.pageSize}` : sql``}`,
  )
  // Counted apart so that a page past the end still says how many there are.
  const count = paging
    ? ((await queryRows<{ total: number }>(db, sql`${hub} select count(*)::int as total from chosen`))[0]?.total ?? 0)
    : rows.length
  return { items: rows.map((row) => ({ ...row, action: actionOf(row) })), count }
}
