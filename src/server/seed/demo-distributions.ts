// The demo's copies of the SDS: the Contractor party's distribution of an engagement whose SDS went out, found
// or else added and sent through the distribution machine, so a demo dispute is raised on a real copy.
import { and, eq, ne } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { contractors, distributions, engagements } from '../db/schema.ts'
import { addDistribution, distributionEntity } from '../modules/sds/distribution.entity.ts'
import { type Firer, runCommand } from '../workflow/engine.ts'

/** The engagement's Contractor distribution, sent: the one there is, or a new one. */
export const contractorDistributionOf = async (db: Database, engagementId: string, firer: Firer) => {
  const found = (
    await db
      .select({ id: distributions.id })
      .from(distributions)
      .where(
        and(
          eq(distributions.engagementId, engagementId),
          eq(distributions.party, 'Contractor'),
          ne(distributions.status, 'REMOVED'),
        ),
      )
  )[0]
  if (found) return found.id
  return db.transaction(async (tx) => {
    const engagement = (await tx.select().from(engagements).where(eq(engagements.id, engagementId)))[0]!
    const contractor = engagement.contractorId
      ? (await tx.select().from(contractors).where(eq(contractors.id, engagement.contractorId)))[0]
      : undefined
    const id = await addDistribution(tx, {
      engagementId,
      email: contractor?.email ?? '',
      party: 'Contractor',
      contractorId: contractor?.id ?? null,
      firer,
    })
    await runCommand(tx, { entity: distributionEntity, id, event: { type: 'distribution.send' }, firer })
    return id
  })
}
