// The invite as a governed entity: its row holds the invite machine's snapshot.
import { inviteMachine } from '#machines/invite.machine'
import { inviteStatus } from '#machines/state-map'
import { invites } from '../../db/schema.ts'
import type { GovernedEntity } from '../../workflow/engine.ts'
import { governedRow } from '../../workflow/governed-row.ts'
import { inviteActions } from './invite-effects.ts'

/** The wire status code of a snapshot; 'Deleted' only for the tombstone's row. */
export const inviteStatusOfSnapshot = (snapshot: { value: unknown }) => inviteStatus.of(snapshot.value) ?? 'Deleted'

export const inviteEntity: GovernedEntity<typeof inviteMachine> = {
  type: 'invite',
  machine: inviteMachine,
  ...governedRow(invites, {
    skipDeleted: true,
    columns: (next) => ({
      status: inviteStatusOfSnapshot(next),
      // The machine's final state is the tombstone: the row stays for its trail.
      deletedAt: next.status === 'done' ? new Date() : null,
      updatedAt: new Date(),
    }),
  }),
  describe: (snapshot) => inviteStatusOfSnapshot(snapshot),
  actions: inviteActions,
}
