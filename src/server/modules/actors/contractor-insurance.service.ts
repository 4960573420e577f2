// GET /api/actors/contractors/{id}/insurance: the cover a contractor holds, as far as the product knows it —
// IR35 insurance from the organisation's record, business insurance as the contractor declared it in their
// own profile once their account is linked to the record (rules contractors.edit-screen,
// records.onboarding-profile). Nothing is made up: what is not known says so.
import { eq } from 'drizzle-orm'
import type { InsuranceStatusResponse, InsuranceStatusRow } from '#domain/contractors'
import { ukToday } from '#domain/dates'
import type { AccessTokenClaims } from '#domain/session'
import type { Queryable } from '../../db/client.ts'
import { contractorProfiles } from '../../db/schema.ts'
import { contractorInReach } from './contractors.service.ts'

const heldOrNot = (held: boolean | null): InsuranceStatusRow['status'] =>
  held === null ? 'Not known' : held ? 'Held' : 'Not held'

const businessCover = (
  profile: { hasBusinessInsurance: boolean | null; renewalDate: string | null } | undefined,
  today: string,
): InsuranceStatusRow => {
  const held = profile?.hasBusinessInsurance ?? null
  const renewal = held ? (profile?.renewalDate ?? null) : null
  return {
    kind: 'BUSINESS',
    insurance: 'Business insurance',
    status: renewal !== null && renewal < today ? 'Renewal date passed' : heldOrNot(held),
    expiry_date: renewal,
    source: profile ? 'Declared by the contractor' : 'The contractor has not told us yet',
  }
}

/** Newest expiry first; rows without a date after them (rule lists.defaults: expiry_date descending). */
const byExpiryDescending = (a: InsuranceStatusRow, b: InsuranceStatusRow) =>
  (b.expiry_date ?? '').localeCompare(a.expiry_date ?? '')

export const getContractorInsurance = async (
  db: Queryable,
  session: AccessTokenClaims,
  contractorId: string,
  today = ukToday(),
): Promise<InsuranceStatusResponse> => {
  const contractor = await contractorInReach(db, session, contractorId, 'Contractors:Read')
  const profile = contractor.actorId
    ? (await db.select().from(contractorProfiles).where(eq(contractorProfiles.actorId, contractor.actorId)))[0]
    : undefined
  const items: InsuranceStatusRow[] = [
    {
      kind: 'IR35',
      insurance: 'IR35 insurance',
      status: heldOrNot(contractor.ir35Insured),
      expiry_date: null,
      source: 'Recorded by the organisation',
    },
    businessCover(profile, today),
  ]
  return { items: items.sort(byExpiryDescending) }
}
