// The Contractor party is always on the list (rule sds.distribution): its distribution is made, Pending and
// addressed to the contractor, in the transaction that brings the engagement to Awaiting Distribution (the engagement
// machine's prepareDistribution), or at the latest when the SDS is first sent. It can never be removed.
import { and, eq, isNull } from 'drizzle-orm'
import { PARTY } from '#machines/meta'
import type { Transaction } from '../../db/client.ts'
import { contractors, engagements } from '../../db/schema.ts'
import type { Firer } from '../../workflow/engine.ts'
import { addDistribution } from './distribution.entity.ts'
import { contractorPartyOf } from './distribution-records.ts'

const SYSTEM_FIRER: Firer = { actorId: null, roles: [PARTY.system] }

/** The engagement's Contractor party, made Pending if it has none yet; null for an engagement without a contractor. */
export const ensureContractorParty = async (tx: Transaction, engagementId: string): Promise<string | null> => {
  const existing = await contractorPartyOf(tx, engagementId)
  if (existing) return existing.id
  const contractor = (
    await tx
      .select({ id: contractors.id, email: contractors.email })
      .from(engagements)
      .innerJoin(contractors, eq(contractors.id, engagements.contractorId))
      .where(and(eq(engagements.id, engagementId), isNull(contractors.deletedAt)))
  )[0]
  if (!contractor) return null
  return addDistribution(tx, {
    engagementId,
    email: contractor.email,
    party: 'Contractor',
    contractorId: contractor.id,
    firer: SYSTEM_FIRER,
  })
}
