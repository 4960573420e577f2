// What the invite machine's actions do. Access changes (grantAccess, replaceRoles, revokeAccess) run in the
// command's own transaction, so an invite never reads Accepted while its roles are missing (the browser asks
// for a token for the organisation right after accepting). Mail and erasure talk to the identity provider,
// so they run after commit from the outbox.
import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm'
import type { InviteEvent, inviteMachine } from '#machines/invite.machine'
import { inviteStatus } from '#machines/state-map'
import type { Config } from '../../config.ts'
import type { Database, Transaction } from '../../db/client.ts'
import { actorRoles, actors, inviteRoles, invites, mailOutbox } from '../../db/schema.ts'
import type { IdentityApi } from '../../idp/identity.ts'
import { enqueueMail } from '../../mail/outbox.ts'
import type { MachineActions } from '../../workflow/actions.ts'
import type { OutboxHandler } from '../../workflow/outbox.ts'
import { inviteMail } from './invite-mail.ts'
import type { InviteRow } from './invites.queries.ts'
import { passwordSetupFor } from './password-setup.ts'

type InviteActionName = 'sendInvite' | 'eraseInviteeData'

const grantRoles = async (tx: Transaction, invite: InviteRow) => {
  if (!invite.actorId) return
  const roles = await tx
    .select({ roleId: inviteRoles.roleId })
    .from(inviteRoles)
    .where(eq(inviteRoles.inviteId, invite.id))
  if (roles.length === 0) return
  await tx
    .insert(actorRoles)
    .values(
      roles.map((role) => ({ actorId: invite.actorId!, organisationId: invite.organisationId, roleId: role.roleId })),
    )
    .onConflictDoNothing()
}

const revokeRoles = async (tx: Transaction, invite: InviteRow) => {
  if (!invite.actorId) return
  await tx
    .delete(actorRoles)
    .where(and(eq(actorRoles.actorId, invite.actorId), eq(actorRoles.organisationId, invite.organisationId)))
}

const inviteIn = async (tx: Transaction, id: string) => (await tx.select().from(invites).where(eq(invites.id, id)))[0]!

/** What each action of the invite machine does: access in the command's transaction, mail and erasure after commit. */
export const inviteActions: MachineActions<typeof inviteMachine> = {
  grantAccess: { kind: 'inTransaction', run: async ({ tx, entityId }) => grantRoles(tx, await inviteIn(tx, entityId)) },
  revokeAccess: {
    kind: 'inTransaction',
    run: async ({ tx, entityId }) => revokeRoles(tx, await inviteIn(tx, entityId)),
  },
  replaceRoles: {
    kind: 'inTransaction',
    run: async ({ tx, entityId, event }) => {
      const { roleIds } = event as Extract<InviteEvent, { type: 'invite.changeRoles' }>
      const invite = await inviteIn(tx, entityId)
      await tx.delete(inviteRoles).where(eq(inviteRoles.inviteId, invite.id))
      await tx.insert(inviteRoles).values(roleIds.map((roleId) => ({ inviteId: invite.id, roleId })))
      // An accepted invite's user holds exactly the invite's roles in its organisation.
      if (inviteStatus.hasTag(invite.status, 'userHasAccess')) {
        await revokeRoles(tx, invite)
        await grantRoles(tx, invite)
      }
    },
  },
  sendInvite: { kind: 'outbox' },
  eraseInviteeData: { kind: 'outbox' },
}

const loadInvite = async (db: Database, id: string) => (await db.select().from(invites).where(eq(invites.id, id)))[0]

/** Whether the person has anything else here: roles anywhere, or another invite still open or accepted. */
const hasOtherStanding = async (db: Database, invite: InviteRow, actorId: string) => {
  const roles = await db.select({ id: actorRoles.id }).from(actorRoles).where(eq(actorRoles.actorId, actorId)).limit(1)
  if (roles.length > 0) return true
  const others = await db
    .select({ id: invites.id })
    .from(invites)
    .where(
      and(
        eq(invites.actorId, actorId),
        ne(invites.id, invite.id),
        isNull(invites.deletedAt),
        inArray(
          invites.status,
          inviteStatus.where((state) => !state.tags.includes('cancelled')),
        ),
      ),
    )
    .limit(1)
  return others.length > 0
}

/** Outbox handlers for the invite machine's actions. */
export const inviteOutboxHandlers = (deps: {
  db: Database
  config: Config
  identity: IdentityApi
}): Record<InviteActionName, OutboxHandler> => {
  const { db, config, identity } = deps
  return {
    sendInvite: async (row) => {
      const invite = await loadInvite(db, row.entityId)
      // Cancelled or removed since: nothing to send.
      if (!invite || invite.deletedAt || !inviteStatus.hasTag(invite.status, 'awaitingInvitee')) return
      // The mail takes this row's id: a run again after a crash (its claim's lease ran out) finds it queued and
      // sends no second invitation with another Message-ID.
      if ((await db.select({ id: mailOutbox.id }).from(mailOutbox).where(eq(mailOutbox.id, row.id))).length > 0) return
      const passwordSetup = await passwordSetupFor(identity, config, invite.email)
      await enqueueMail(db, config, await inviteMail(db, config, invite, passwordSetup), row.id)
    },

    // Cancelling deletes the invitee's personal data unless they have other business here; the audit
    // trail holds ids only, so it stays whole.
    eraseInviteeData: async (row) => {
      const invite = await loadInvite(db, row.entityId)
      if (!invite?.actorId || !inviteStatus.hasTag(invite.status, 'cancelled')) return
      const actorId = invite.actorId
      if (await hasOtherStanding(db, invite, actorId)) return
      const actor = (await db.select().from(actors).where(eq(actors.id, actorId)))[0]
      // The identity account first: if that fails the row is retried with the actor still known.
      if (actor) await identity.deleteUnverifiedUser(actor.email)
      await db.transaction(async (tx) => {
        await tx
          .update(invites)
          .set({ email: '', updatedAt: new Date() })
          .where(and(eq(invites.actorId, actorId), sql`${invites.status} in ('Cancelled', 'Deleted')`))
        await tx.delete(actors).where(eq(actors.id, actorId))
      })
    },
  }
}
