// The dispute as a governed entity: OPEN until the client upholds or withdraws the SDS.
import { and, eq, sql } from 'drizzle-orm'
import { disputeMachine } from '#machines/dispute.machine'
import { disputeStatus } from '#machines/state-map'
import { disputes } from '../../db/schema.ts'
import { type GovernedEntity, persist } from '../../workflow/engine.ts'

export const disputeStatusOf = (snapshot: { value: unknown }) => disputeStatus.of(snapshot.value)!

export const disputeEntity: GovernedEntity<typeof disputeMachine> = {
  type: 'dispute',
  machine: disputeMachine,
  load: async (tx, id) => {
    const rows = await tx
      .select({ state: disputes.state, version: disputes.version })
      .from(disputes)
      .where(eq(disputes.id, id))
      .for('update')
    return rows[0] ? { state: rows[0].state as never, version: rows[0].version } : null
  },
  save: async (tx, id, next, version) => {
    const updated = await tx
      .update(disputes)
      .set({ state: persist(next), status: disputeStatusOf(next), version: sql`${disputes.version} + 1` })
      .where(and(eq(disputes.id, id), eq(disputes.version, version)))
      .returning({ id: disputes.id })
    return updated.length === 1
  },
  describe: (snapshot) => disputeStatusOf(snapshot),
  actions: {
    remindClient: { kind: 'outbox' },
    recordMissedDeadline: { kind: 'outbox' },
    notifyParty: { kind: 'outbox' },
    markDueSoon: { kind: 'contextOnly' },
    markOverdue: { kind: 'contextOnly' },
    markUpheld: { kind: 'contextOnly' },
    markWithdrawn: { kind: 'contextOnly' },
  },
}
