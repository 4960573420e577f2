// Reading job roles: engagements of type Role, with when each was last used (a contractor engagement
// made from it) and the organisation it belongs to.
import { type SQL, sql } from 'drizzle-orm'
import type { JobRoleListItem, JobRoleRecord } from '#domain/job-roles'
import { poundsOf, roleListResultOf } from '#domain/job-roles'
import { type Queryable, queryRows, uuidList } from '../../db/client.ts'
import { engagementReviewerList } from '../engagements/engagement-reviewers.queries.ts'

type JobRoleRow = {
  id: string
  name: string
  reference: string | null
  start_date: string | null
  end_date: string | null
  daily_rate_pence: number | null
  organisation_id: string
  organisation_name: string
  agency_id: string | null
  archived: boolean
  status: string
  version: number
  created_at: string
  last_used: string | null
  result_code: string | null
  requires_update: boolean | null
  invoicing_frequency: string
  payment_terms_days: number
  scottish_taxpayer: boolean
  client_size: string | null
  deductible_expenses_pence: number
  total: number
}

const iso = (value: string | null) => (value ? new Date(value).toISOString() : null)

const SORT_SQL = {
  datecreated: sql`e.created_at`,
  name: sql`lower(e.name)`,
  organisation_name: sql`lower(o.name)`,
  reference: sql`lower(coalesce(e.reference, ''))`,
  last_used: sql`last_used`,
} as const

const selectRoles = (where: SQL, order: SQL, limit: SQL) => sql`
  select e.id, e.name, e.reference, e.start_date, e.end_date, e.daily_rate_pence, e.organisation_id,
         o.name as organisation_name, e.agency_id, e.archived, e.status, e.version, e.created_at,
         e.invoicing_frequency, e.payment_terms_days, e.scottish_taxpayer, e.client_size,
         e.deductible_expenses_pence,
         (select max(u.created_at) from engagements u where u.role_id = e.id and u.deleted_at is null) as last_used,
         a.result_code,
         -- A newer release of the same question set type: the role's answers need updating.
         exists (select 1 from question_sets newer
                 where newer.type_code = q.type_code
                   and string_to_array(newer.version, '.')::int[] > string_to_array(q.version, '.')::int[]) as requires_update,
         count(*) over ()::int as total
  from engagements e join organisations o on o.id = e.organisation_id
  left join assessments a on a.engagement_id = e.id and a.standing = 'current'
  left join question_sets q on q.id = a.question_set_id
  where e.type = 'Role' and e.deleted_at is null and ${where}
  order by ${order}
  ${limit}`

export type JobRoleFilter = {
  organisationIds: readonly string[]
  search?: string
  includeArchived: boolean
  completedOnly: boolean
  sortBy: keyof typeof SORT_SQL
  sortDirection: 'asc' | 'desc'
  page: number
  pageSize: number
}

const escapeLike = (term: string) => term.replace(/[\\%_]/g, (ch) => `\\${ch}`)

export const listJobRoles = async (db: Queryable, filter: JobRoleFilter) => {
  if (filter.organisationIds.length === 0) return { items: [], pages: 0, count: 0 }
  const term = filter.search?.trim()
  const conditions = [
    sql`e.organisation_id in (${uuidList(filter.organisationIds)})`,
    filter.includeArchived ? undefined : sql`e.archived = false`,
    filter.completedOnly ? sql`e.status = 'Complete'` : undefined,
    term
      ? sql`(e.name ilike ${`%${escapeLike(term)}%`} or e.reference ilike ${`%${escapeLike(term)}%`} or o.name ilike ${`%${escapeLike(term)}%`})`
      : undefined,
  ].filter((condition): condition is SQL => condition !== undefined)
  const direction = filter.sortDirection === 'asc' ? sql`asc` : sql`desc`
  const rows = await queryRows<JobRoleRow>(
    db,
    selectRoles(
      sql.join(conditions, sql` and `),
      sql`${SORT_SQL[filter.sortBy]} ${direction} nulls last, e.id`,
      sql`limit ${filter.pageSize} offset ${(filter.page - 1) * filter.pageSize}`,
    ),
  )
  const count = rows[0]?.total ?? 0
  const items: JobRoleListItem[] = rows.map((row) => ({
    id: row.id,
    name: row.name,
    organisation_name: row.organisation_name,
    reference: row.reference,
    last_result: roleListResultOf(row.result_code),
    assessment_status: row.status,
    requires_update: row.requires_update === true,
    date_last_used: iso(row.last_used),
    date_created: iso(row.created_at)!,
    archived: row.archived,
  }))
  return { items, pages: Math.ceil(count / filter.pageSize), count }
}

export const findJobRole = async (db: Queryable, id: string): Promise<JobRoleRecord | undefined> => {
  const rows = await queryRows<JobRoleRow>(db, selectRoles(sql`e.id = ${id}::uuid`, sql`e.id`, sql``))
  const row = rows[0]
  if (!row) return undefined
  return {
    id: row.id,
    name: row.name,
    reference: row.reference,
    start_date: row.start_date,
    end_date: row.end_date,
    daily_rate: row.daily_rate_pence === null ? null : poundsOf(row.daily_rate_pence),
    organisation_id: row.organisation_id,
    organisation_name: row.organisation_name,
    agency_id: row.agency_id,
    archived: row.archived,
    status: row.status,
    date_last_used: iso(row.last_used),
    reviewers: await engagementReviewerList(db, row.id, null),
    version: row.version,
    invoicing_frequency: row.invoicing_frequency as JobRoleRecord['invoicing_frequency'],
    payment_terms_days: row.payment_terms_days,
    scottish_taxpayer: row.scottish_taxpayer,
    client_size: row.client_size as JobRoleRecord['client_size'],
    deductible_expenses_per_day: poundsOf(row.deductible_expenses_pence),
  }
}

export const isRoleUsed = async (db: Queryable, roleId: string) =>
  (
    await queryRows<{ id: string }>(
      db,
      sql`select id from engagements where role_id = ${roleId}::uuid and deleted_at is null limit 1`,
    )
  ).length > 0

/** The engagements made from a role, newest first. */
export const listRoleEngagements = async (
  db: Queryable,
  roleId: string,
  paging: { page: number; pageSize: number },
) => {
  const rows = await queryRows<{
    id: string
    name: string
    type: string
    status: string
    organisation_name: string
    start_date: string | null
    created_at: string
    total: number
  }>(
    db,
    sql`select e.id, e.name, e.type, e.status, o.name as organisation_name, e.start_date, e.created_at,
               count(*) over ()::int as total
        from engagements e join organisations o on o.id = e.organisation_id
        where e.role_id = ${roleId}::uuid and e.deleted_at is null
        order by e.created_at desc, e.id
        limit ${paging.pageSize} offset ${(paging.page - 1) * paging.pageSize}`,
  )
  const count = rows[0]?.total ?? 0
  return {
    items: rows.map(({ total: _total, created_at, ...row }) => ({ ...row, date_created: iso(created_at)! })),
    pages: Math.ceil(count / paging.pageSize),
    count,
  }
}
