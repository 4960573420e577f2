// The engagement as a governed entity: its row holds the engagement machine's snapshot.
import { and, eq, isNull, sql } from 'drizzle-orm'
import { engagementMachine } from '#machines/engagement.machine'
import { engagementStatus } from '#machines/state-map'
import type { Transaction } from '../../db/client.ts'
import { engagements } from '../../db/schema.ts'
import { type GovernedEntity, persist } from '../../workflow/engine.ts'
import { engagementActions } from './engagement.actions.ts'
import { type EngagementFact, engagementFacts } from './engagement-facts.ts'

type EngagementSnapshot = ReturnType<typeof engagementMachine.resolveState>

/** The wire status of a stored state; 'Deleted' only for the tombstone's row. */
export const statusOfSnapshot = (snapshot: { value: unknown }) => engagementStatus.of(snapshot.value) ?? 'Deleted'

export const engagementEntity: GovernedEntity<typeof engagementMachine, EngagementFact> = {
  type: 'engagement',
  machine: engagementMachine,
  load: async (tx: Transaction, id: string) => {
    const rows = await tx
      .select({ state: engagements.state, version: engagements.version })
      .from(engagements)
      .where(and(eq(engagements.id, id), isNull(engagements.deletedAt)))
      .for('update')
    return rows[0] ? { state: rows[0].state as never, version: rows[0].version } : null
  },
  save: async (tx, id, next: EngagementSnapshot, version) => {
    const deleted = next.status === 'done'
    const updated = await tx
      .update(engagements)
      .set({
        state: persist(next),
        status: statusOfSnapshot(next),
        archived: next.context.archived,
        deletedAt: deleted ? new Date() : null,
        version: sql`${engagements.version} + 1`,
        updatedAt: new Date(),
      })
      .where(and(eq(engagements.id, id), eq(engagements.version, version)))
      .returning({ id: engagements.id })
    return updated.length === 1
  },
  describe: (snapshot) => statusOfSnapshot(snapshot),
  facts: engagementFacts,
  actions: engagementActions,
}

/**
 * Whether an SDS stands for the engagement, as the machine's state tags say: ready to be issued (awaiting
 * distribution) or issued since (whatever happened to it afterwards).
 */
export const sdsStands = (state: unknown) => {
  const snapshot = engagementMachine.resolveState(state as never)
  return snapshot.hasTag('sdsReady') || snapshot.hasTag('sdsIssued')
}
