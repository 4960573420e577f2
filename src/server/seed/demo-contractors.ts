// Demo contractors: enough at Acme Retail Group to page through, a few elsewhere; the demo contractor engagements
// are tied to them as they are made, so the contractors list shows real dots for assessments awaiting review.
import { and, asc, eq, isNull, sql } from 'drizzle-orm'
import type { Database, Queryable } from '../db/client.ts'
import { actors, contractors, organisations } from '../db/schema.ts'
import { demoEmail } from './demo-data.ts'

const FIRST_NAMES = [
  'Amelia',
  'Oliver',
  'Isla',
  'George',
  'Ava',
  'Harry',
  'Mia',
  'Noah',
  'Freya',
  'Leo',
  'Grace',
  'Arthur',
]
const LAST_NAMES = ['Hughes', 'Patel', 'Morgan', 'Clarke', 'Ahmed', 'Foster']
const TRADES = ['Consulting', 'Digital', 'Engineering', 'Analytics', 'Solutions', 'Services']

/** How many contractors each demo organisation holds. */
const DEMO_CONTRACTOR_COUNTS: Record<string, number> = {
  'Acme Retail Group': 36,
  'Acme Retail Logistics': 8,
  'Acme Retail Digital': 6,
  'Halden Energy': 8,
  'Halden Renewables': 4,
}

export const seedDemoContractors = async (db: Database) => {
  let serial = 0
  await db.transaction(async (tx) => {
    for (const [name, count] of Object.entries(DEMO_CONTRACTOR_COUNTS)) {
      const organisation = (await tx.select().from(organisations).where(eq(organisations.name, name)))[0]
      if (!organisation) continue
      const rows = Array.from({ length: count }, (_, index) => {
        serial += 1
        const firstName = FIRST_NAMES[(serial * 5) % FIRST_NAMES.length]!
        const lastName = LAST_NAMES[serial % LAST_NAMES.length]!
        const handle = `${firstName}.${lastName}.${serial}`.toLowerCase()
        return {
          organisationId: organisation.id,
          firstName,
          lastName,
          companyName: `${lastName} ${TRADES[(serial * 7) % TRADES.length]} ${serial} Ltd`,
          companyNumber: `DM${String(200 + serial).padStart(6, '0')}`,
          email: `${handle}@contractors.demo.ir35.test`,
          phoneNumber: `+4477009${String(serial).padStart(5, '0')}`,
          externalReference: index % 3 === 0 ? `EXT-${1000 + serial}` : null,
          shareWithProvider: index % 4 === 0,
          ir35Insured: [true, false, null][index % 3]!,
        }
      })
      await tx.insert(contractors).values(rows)
    }
  })
}

/** The organisation's demo contractor at `index` in the order they were made: its nth engagement's contractor. */
export const demoContractorAt = async (db: Queryable, organisationId: string, index: number) => {
  const rows = await db
    .select({ id: contractors.id })
    .from(contractors)
    .where(and(eq(contractors.organisationId, organisationId), sql`${contractors.companyNumber} like 'DM%'`))
    .orderBy(asc(contractors.companyNumber))
  return rows.length > 0 ? rows[index % rows.length]!.id : null
}

/**
 * The contractor record of a demo account at an organisation, linked to the account as the portal's own
 * provisioning would link it (found, or made with the account's names), so that the account's SDS hub has rows.
 */
export const linkedDemoContractor = async (tx: Queryable, organisationId: string, account: string) => {
  const email = demoEmail(account)
  const actor = (await tx.select().from(actors).where(sql`lower(${actors.email}) = ${email}`))[0]!
  const found = (
    await tx
      .select({ id: contractors.id })
      .from(contractors)
      .where(
        and(
          eq(contractors.organisationId, organisationId),
          sql`lower(${contractors.email}) = ${email}`,
          isNull(contractors.deletedAt),
        ),
      )
  )[0]
  const id =
    found?.id ??
    (
      await tx
        .insert(contractors)
        .values({
          organisationId,
          firstName: actor.firstName ?? '',
          lastName: actor.lastName ?? '',
          companyName: `${actor.lastName ?? 'Demo'} Consulting Ltd`,
          companyNumber: 'TB000001',
          email,
          phoneNumber: '+447700900123',
        })
        .returning({ id: contractors.id })
    )[0]!.id
  await tx.update(contractors).set({ actorId: actor.id }).where(eq(contractors.id, id))
  if (!actor.contractorId) await tx.update(actors).set({ contractorId: id }).where(eq(actors.id, actor.id))
  return id
}
