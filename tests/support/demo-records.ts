// Demo records several API suites start from: Acme Retail Group and a demo contractor's record there.
import { and, eq } from 'drizzle-orm'
import type { Database } from '../../src/server/db/client.ts'
import { contractors, organisations } from '../../src/server/db/schema.ts'

/** Acme's id and the contractor record at Acme of the demo account with this actor id (Tara's, usually). */
export const acmeContractorOf = async (db: Database, actorId: string) => {
  const acmeId = (await db.select().from(organisations).where(eq(organisations.name, 'Acme Retail Group')))[0]!.id
  const contractor = (
    await db
      .select()
      .from(contractors)
      .where(and(eq(contractors.actorId, actorId), eq(contractors.organisationId, acmeId)))
  )[0]!
  return { acmeId, contractorId: contractor.id }
}
