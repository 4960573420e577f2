// Reading contractors: a page of one organisation's list, one record, and e-mail lookups.
import { and, asc, desc, eq, exists, ilike, isNull, or, type SQL, sql } from 'drizzle-orm'
import type { ContractorListItem, MasterContractor } from '#domain/contractors'
import type { Ir35InsuranceFilter } from '#domain/contractors-list'
import { type Queryable, readAll } from '../../db/client.ts'
import { contractors, engagements } from '../../db/schema.ts'

export type ContractorRow = typeof contractors.$inferSelect

const fullName = sql<string>`${contractors.firstName} || ' ' || ${contractors.lastName}`

// A dot on the list marks a contractor with an assessment waiting for review (rule contractors.list).
const awaitingReview = (db: Queryable) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(engagements)
      .where(
        and(
          eq(engagements.contractorId, contractors.id),
          eq(engagements.status, 'Awaiting Review'),
          isNull(engagements.deletedAt),
        ),
      ),
  )

const SORT_COLUMNS = {
  name: [contractors.firstName, contractors.lastName],
  company_name: [contractors.companyName],
  email: [contractors.email],
  datecreated: [contractors.createdAt],
} as const

const INSURANCE: Record<Ir35InsuranceFilter, SQL> = {
  insured: eq(contractors.ir35Insured, true),
  uninsured: eq(contractors.ir35Insured, false),
  unknown: isNull(contractors.ir35Insured),
}

export type ContractorFilter = {
  organisationId: string
  search?: string
  ir35Insurance?: Ir35InsuranceFilter
  sortBy: keyof typeof SORT_COLUMNS
  sortDirection: 'asc' | 'desc'
  page: number
  pageSize: number
}

const escapeLike = (term: string) => term.replace(/[\\%_]/g, (ch) => `\\${ch}`)

export const toMasterContractor = (row: ContractorRow): MasterContractor => ({
  id: row.id,
  first_name: row.firstName,
  last_name: row.lastName,
  company_name: row.companyName,
  company_number: row.companyNumber,
  email: row.email,
  phone_number: row.phoneNumber,
  external_reference: row.externalReference,
  share_with_provider: row.shareWithProvider,
  organisation_id: row.organisationId,
  ir35_insured: row.ir35Insured,
  version: row.version,
})

/** A page of an organisation's contractors (never deleted ones), searched by name, company or e-mail. */
export const listContractors = async (db: Queryable, filter: ContractorFilter) => {
  const term = filter.search?.trim()
  const pattern = term ? `%${escapeLike(term)}%` : null
  const where = and(
    eq(contractors.organisationId, filter.organisationId),
    isNull(contractors.deletedAt),
    filter.ir35Insurance ? INSURANCE[filter.ir35Insurance] : undefined,
    pattern
      ? or(
          ilike(fullName, pattern),
          ilike(contractors.companyName, pattern),
          ilike(contractors.email, pattern),
          ilike(contractors.externalReference, pattern),
        )
      : undefined,
  )
  const direction = filter.sortDirection === 'asc' ? asc : desc
  const [rows, total] = await readAll(db, [
    () =>
      db
        .select({ contractor: contractors, awaiting: awaitingReview(db) })
        .from(contractors)
        .where(where)
        .orderBy(...SORT_COLUMNS[filter.sortBy].map((column) => direction(column)), asc(contractors.id))
        .limit(filter.pageSize)
        .offset((filter.page - 1) * filter.pageSize),
    () => db.select({ count: sql<number>`count(*)::int` }).from(contractors).where(where),
  ])
  const count = Number(total[0]?.count ?? 0)
  const items: ContractorListItem[] = rows.map(({ contractor, awaiting }) => ({
    id: contractor.id,
    name: `${contractor.firstName} ${contractor.lastName}`,
    email: contractor.email,
    company_name: contractor.companyName,
    phone_number: contractor.phoneNumber,
    external_reference: contractor.externalReference,
    is_awaiting_review: Boolean(awaiting),
    share_with_provider: contractor.shareWithProvider,
    ir35_insured: contractor.ir35Insured,
  }))
  return { items, pages: Math.ceil(count / filter.pageSize), count }
}

export const findContractor = async (db: Queryable, id: string, options: { forUpdate?: boolean } = {}) => {
  const query = db
    .select()
    .from(contractors)
    .where(and(eq(contractors.id, id), isNull(contractors.deletedAt)))
  return (options.forUpdate ? await query.for('update') : await query)[0]
}

/** The live contractors with this e-mail, newest first (one per organisation at most). */
export const contractorsByEmail = (db: Queryable, email: string) =>
  db
    .select()
    .from(contractors)
    .where(and(sql`lower(${contractors.email}) = lower(${email})`, isNull(contractors.deletedAt)))
    .orderBy(desc(contractors.updatedAt))

export const hasEngagements = async (db: Queryable, contractorId: string) =>
  (
    await db
      .select({ id: engagements.id })
      .from(engagements)
      .where(and(eq(engagements.contractorId, contractorId), isNull(engagements.deletedAt)))
      .limit(1)
  ).length > 0
