// A party's copy of the SDS as a governed entity: its row holds the distribution machine's snapshot. The
// acknowledgement's date follows the state: set once when the party acknowledges.
import { sql } from 'drizzle-orm'
import { DISTRIBUTION_STATUSES, statusByCode } from '#domain/sds-distribution'
import { type DistributionParty, distributionMachine } from '#machines/distribution.machine'
import { distributionStatus } from '#machines/state-map'
import type { Transaction } from '../../db/client.ts'
import { distributions } from '../../db/schema.ts'
import { type Firer, type GovernedEntity, persist, startEntity } from '../../workflow/engine.ts'
import { governedRow } from '../../workflow/governed-row.ts'

/** The wire status of a stored state, with its name (the audit trail shows the name). */
export const distributionStatusOf = (snapshot: { value: unknown }) =>
  statusByCode(DISTRIBUTION_STATUSES, distributionStatus.of(snapshot.value)!)

export const distributionEntity: GovernedEntity<typeof distributionMachine> = {
  type: 'distribution',
  machine: distributionMachine,
  ...governedRow(distributions, {
    columns: (next) => {
      const acknowledged = next.hasTag('acknowledged')
      return {
        status: distributionStatusOf(next).code,
        ...(acknowledged ? { acknowledgedAt: sql`coalesce(${distributions.acknowledgedAt}, now())` } : {}),
      }
    },
  }),
  describe: (snapshot) => distributionStatusOf(snapshot).name,
  actions: {
    sendSds: { kind: 'outbox' },
    // The typed name and the receipt's acknowledgement are written by the acknowledging command.
    recordAcknowledgement: { kind: 'withCommand' },
    // The dispute is started, as an entity of its own, by the command that raises it.
    openDispute: { kind: 'withCommand' },
    markDisputeOpen: { kind: 'contextOnly' },
    markDisputeClosed: { kind: 'contextOnly' },
  },
}

/** A new party on an engagement's list, Pending, with the first event of its trail, in the caller's transaction. */
export const addDistribution = async (
  tx: Transaction,
  options: {
    engagementId: string
    email: string
    party: DistributionParty
    contractorId?: string | null
    firer: Firer
  },
) => {
  const id = crypto.randomUUID()
  await startEntity({
    tx,
    entity: distributionEntity,
    id,
    input: { party: options.party },
    firer: options.firer,
    eventType: 'distribution.add',
    auditPayload: { engagementId: options.engagementId, party: options.party },
    insert: async (initial) => {
      await tx.insert(distributions).values({
        id,
        engagementId: options.engagementId,
        email: options.email,
        party: options.party,
        contractorId: options.contractorId ?? null,
        state: persist(initial),
        status: distributionStatusOf(initial).code,
        createdBy: options.firer.actorId,
      })
    },
  })
  return id
}
