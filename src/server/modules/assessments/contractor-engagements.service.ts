// A contractor's engagements (the edit-contractor page's Assessments table): readable by whoever may read
// contractors in the contractor's organisation.
import { sql } from 'drizzle-orm'
import type {
  ContractorEngagement,
  ContractorEngagementList,
  ContractorEngagementsQuery,
} from '#domain/contractor-engagements'
import { CONTRACTOR_ENGAGEMENTS_PAGE_SIZE } from '#domain/contractor-engagements-list'
import { isTrue, pagingOf } from '#domain/list'
import type { AccessTokenClaims } from '#domain/session'
import { type Database, queryRows } from '../../db/client.ts'
import { NotFound } from '../../http/errors.ts'
import { findContractor } from '../actors/contractors.queries.ts'
import { organisationInReach } from '../actors/organisation-records.service.ts'

const SORT_COLUMNS = {
  start_date: sql`e.start_date`,
  name: sql`lower(e.name)`,
  organisation: sql`lower(o.name)`,
  type: sql`e.question_set_type_code`,
} as const

const escapeLike = (term: string) => term.replace(/[\\%_]/g, (ch) => `\\${ch}`)

export const listContractorEngagements = async (options: {
  db: Database
  session: AccessTokenClaims
  contractorId: string
  query: ContractorEngagementsQuery
}): Promise<ContractorEngagementList> => {
  const { db, session, contractorId, query } = options
  const contractor = await findContractor(db, contractorId)
  if (!contractor) throw NotFound('The contractor')
  // Out of reach reads as missing (404), in reach without Contractors:Read as forbidden (403).
  await organisationInReach(db, session, contractor.organisationId, 'Contractors:Read')
  const { page, pageSize } = pagingOf(query, CONTRACTOR_ENGAGEMENTS_PAGE_SIZE)
  const term = query.search?.trim()
  const direction = query.sort_direction === 'asc' ? sql`asc` : sql`desc`
  const sortColumn = SORT_COLUMNS[query.sort_by ?? 'start_date']
  const rows = await queryRows<ContractorEngagement & { total: number }>(
    db,
    sql`select e.id, e.name, e.organisation_id, o.name as organisation, e.question_set_type_code as type,
               e.status, e.start_date, e.end_date, e.archived, count(*) over ()::int as total
        from engagements e join organisations o on o.id = e.organisation_id
        where e.contractor_id = ${contractorId}::uuid and e.deleted_at is null
          ${isTrue(query.include_archived) ? sql`` : sql`and e.archived = false`}
          ${query.org_id ? sql`and e.organisation_id = ${query.org_id}::uuid` : sql``}
          ${term ? sql`and e.name ilike ${`%${escapeLike(term)}%`}` : sql``}
        order by ${sortColumn} ${direction} nulls last, e.id
        limit ${pageSize} offset ${(page - 1) * pageSize}`,
  )
  const count = rows[0]?.total ?? 0
  return {
    items: rows.map(({ total: _total, ...row }) => row),
    count,
    pages: Math.ceil(count / pageSize),
  }
}
