// The engagement as a governed entity: its row holds the engagement machine's snapshot.
import { engagementMachine } from '#machines/engagement.machine'
import { engagementStatus } from '#machines/state-map'
import { engagements } from '../../db/schema.ts'
import type { GovernedEntity } from '../../workflow/engine.ts'
import { governedRow } from '../../workflow/governed-row.ts'
import { engagementActions } from './engagement.actions.ts'
import { type EngagementFact, engagementFacts } from './engagement-facts.ts'

/** The wire status of a stored state; 'Deleted' only for the tombstone's row. */
export const statusOfSnapshot = (snapshot: { value: unknown }) => engagementStatus.of(snapshot.value) ?? 'Deleted'

export const engagementEntity: GovernedEntity<typeof engagementMachine, EngagementFact> = {
  type: 'engagement',
  machine: engagementMachine,
  ...governedRow(engagements, {
    skipDeleted: true,
    columns: (next) => ({
      status: statusOfSnapshot(next),
      archived: next.context.archived,
      // The machine's final state is the tombstone: the row stays for its trail.
      deletedAt: next.status === 'done' ? new Date() : null,
      updatedAt: new Date(),
    }),
  }),
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
