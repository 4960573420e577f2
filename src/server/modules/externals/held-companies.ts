// The companies an organisation already holds: its contractors' companies. Without a Companies House key
// these answer first, so the search finds what the organisation has typed in before.
import { and, asc, eq, isNull } from 'drizzle-orm'
import type { Company } from '#domain/companies'
import type { Queryable } from '../../db/client.ts'
import { contractors } from '../../db/schema.ts'

export const heldCompanies = async (db: Queryable, organisationId: string | null): Promise<Company[]> => {
  if (!organisationId) return []
  const rows = await db
    .selectDistinct({ company_number: contractors.companyNumber, company_name: contractors.companyName })
    .from(contractors)
    .where(and(eq(contractors.organisationId, organisationId), isNull(contractors.deletedAt)))
    .orderBy(asc(contractors.companyName), asc(contractors.companyNumber))
  return rows.filter((company) => company.company_number !== '')
}
