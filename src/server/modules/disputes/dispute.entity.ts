// The dispute as a governed entity: OPEN until the client upholds or withdraws the SDS.
import { disputeMachine } from '#machines/dispute.machine'
import { disputeStatus } from '#machines/state-map'
import { disputes } from '../../db/schema.ts'
import type { GovernedEntity } from '../../workflow/engine.ts'
import { governedRow } from '../../workflow/governed-row.ts'

export const disputeStatusOf = (snapshot: { value: unknown }) => disputeStatus.of(snapshot.value)!

export const disputeEntity: GovernedEntity<typeof disputeMachine> = {
  type: 'dispute',
  machine: disputeMachine,
  ...governedRow(disputes, {
    columns: (next) => ({ status: disputeStatusOf(next) }),
  }),
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
