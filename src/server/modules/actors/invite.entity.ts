// The invite as a governed entity: its row holds the invite machine's snapshot.
import { and, eq, isNull, sql } from 'drizzle-orm'
import { inviteMachine } from '#machines/invite.machine'
import { inviteStatus } from '#machines/state-map'
import { invites } from '../../db/schema.ts'
import { type GovernedEntity, persist } from '../../workflow/engine.ts'
import { inviteActions } from './invite-effects.ts'

/** The wire status code of a snapshot; 'Deleted' only for the tombstone's row. */
export const inviteStatusOfSnapshot = (snapshot: { value: unknown }) => inviteStatus.of(snapshot.value) ?? 'Deleted'

export const inviteEntity: GovernedEntity<typeof inviteMachine> = {
  type: 'invite',
  machine: inviteMachine,
  load: async (tx, id) => {
    const rows = await tx
      .select({ state: invites.state, version: invites.version })
      .from(invites)
      .where(and(eq(invites.id, id), isNull(invites.deletedAt)))
      .for('update')
    return rows[0] ? { state: rows[0].state as never, version: rows[0].version } : null
  },
  save: async (tx, id, next, version) => {
    const updated = await tx
      .update(invites)
      .set({
        state: persist(next),
        status: inviteStatusOfSnapshot(next),
        deletedAt: next.status === 'done' ? new Date() : null,
        version: sql`${invites.version} + 1`,
        updatedAt: new Date(),
      })
      .where(and(eq(invites.id, id), eq(invites.version, version)))
      .returning({ id: invites.id })
    return updated.length === 1
  },
  describe: (snapshot) => inviteStatusOfSnapshot(snapshot),
  actions: inviteActions,
}
