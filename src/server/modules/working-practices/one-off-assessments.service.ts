// The provider's one-off assessments (rules one-off.list, nav.visibility, api.working-practices): the workers who run
// their own working practices reviews, as contractor records under the provider, and each one's reviews. Only the
// provider's people with the one-off permission reach them; everyone else is refused (403).
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm'
import { pagingOf } from '#domain/list'
import { permissionsFor } from '#domain/roles'
import { type AccessTokenClaims, isContractorClaims } from '#domain/session'
import {
  type OneOffContractor,
  type OneOffContractorPage,
  type OneOffContractorRow,
  type OneOffQuery,
  type ReviewListQuery,
  WORKING_PRACTICES_REVIEW,
} from '#domain/working-practices'
import { CONTRACTOR_DEFAULTS, type OneOffContractorSortField } from '#domain/working-practices-lists'
import { type Queryable, queryRows } from '../../db/client.ts'
import { contractors } from '../../db/schema.ts'
import { Forbidden, NotFound } from '../../http/errors.ts'
import { rolesForOrganisation } from '../actors/organisation-tree.queries.ts'
import { providerOrganisationId, reviewPage } from './working-practices.service.ts'

type Caller = { db: Queryable; session: AccessTokenClaims }

const ONE_OFF_REFUSAL = 'Only the provider\u2019s one-off assessment team sees one-off assessments.'

/** The provider's id when the caller may read its one-off assessments; 403 otherwise. */
const oneOffReach = async ({ db, session }: Caller) => {
  if (isContractorClaims(session)) throw Forbidden(ONE_OFF_REFUSAL)
  const providerId = await providerOrganisationId(db)
  const { roles } = await rolesForOrganisation(db, session.actorId, providerId)
  if (!permissionsFor(roles).includes('OneOffAssessments:Read')) throw Forbidden(ONE_OFF_REFUSAL)
  return providerId
}

const escapeLike = (term: string) => term.replace(/[\\%_]/g, (ch) => `\\${ch}`)

const SORT_COLUMNS: Record<OneOffContractorSortField, SQL> = {
  name: sql`lower(name)`,
  email: sql`lower(email)`,
  company_name: sql`lower(company_name)`,
  reviews: sql`reviews`,
  latest_review: sql`latest_review`,
}

/** GET /api/assessments/engagements/one-off-assessments: the contractors who have run a review. */
export const listOneOffContractors = async (caller: Caller, query: OneOffQuery): Promise<OneOffContractorPage> => {
  const providerId = await oneOffReach(caller)
  const { page, pageSize } = pagingOf(query, CONTRACTOR_DEFAULTS.pageSize)
  const term = query.search?.trim()
  const like = term ? `%${escapeLike(term)}%` : null
  const chosen = sql`with chosen as (
      select c.id, trim(concat_ws(' ', c.first_name, c.last_name)) as name, c.email, c.company_name, c.phone_number,
             count(e.id)::int as reviews, max(e.created_at) as latest_review
      from contractors c
      join engagements e on e.contractor_id = c.id and e.type = ${WORKING_PRACTICES_REVIEW} and e.deleted_at is null
      where c.organisation_id = ${providerId}::uuid and c.deleted_at is null
        ${like ? sql`and (concat_ws(' ', c.first_name, c.last_name) ilike ${like} or c.email ilike ${like} or c.company_name ilike ${like})` : sql``}
      group by c.id
    )`
  const direction = (query.sort_direction ?? CONTRACTOR_DEFAULTS.sortDirection) === 'asc' ? sql`asc` : sql`desc`
  const items = await queryRows<OneOffContractorRow & { latest_review: Date | string | null }>(
    caller.db,
    sql`${chosen} select * from chosen
      order by ${SORT_COLUMNS[query.sort_by ?? CONTRACTOR_DEFAULTS.sortBy]} ${direction} nulls last, id
      limit ${pageSize} offset ${(page - 1) * pageSize}`,
  )
  const [total] = await queryRows<{ total: number }>(
    caller.db,
    sql`${chosen} select count(*)::int as total from chosen`,
  )
  const count = total?.total ?? 0
  return {
    items: items.map((row) => ({
      ...row,
      latest_review: row.latest_review === null ? null : new Date(row.latest_review).toISOString(),
    })),
    count,
    pages: Math.ceil(count / pageSize),
  }
}

/** The contractor record of a one-off worker: under the provider; 404 otherwise. */
export const oneOffContractor = async (caller: Caller, contractorId: string): Promise<OneOffContractor> => {
  const providerId = await oneOffReach(caller)
  const [row] = await caller.db
    .select()
    .from(contractors)
    .where(
      and(eq(contractors.id, contractorId), eq(contractors.organisationId, providerId), isNull(contractors.deletedAt)),
    )
  if (!row) throw NotFound('The contractor')
  return {
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    company_name: row.companyName,
    company_number: row.companyNumber,
    email: row.email,
    phone_number: row.phoneNumber,
    organisation_id: row.organisationId,
  }
}

/** GET /api/assessments/master-contractors/{contractorId}/engagements: one worker's reviews. */
export const listContractorReviews = async (caller: Caller, contractorId: string, query: ReviewListQuery) => {
  await oneOffContractor(caller, contractorId)
  return reviewPage(caller.db, { contractorId }, query)
}
