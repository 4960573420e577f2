// Who may see and act on an invite: the person invited, and whoever holds roles for the invite's
// organisation (there or at an ancestor). Anyone else reads it as missing.
import { type Permission, permissionsFor } from '#domain/roles'
import type { AccessTokenClaims } from '#domain/session'
import { PARTY } from '#machines/meta'
import type { Queryable } from '../../db/client.ts'
import { Forbidden, NotFound } from '../../http/errors.ts'
import type { Firer } from '../../workflow/engine.ts'
import { findInvite, type InviteRow } from './invites.queries.ts'
import { rolesForOrganisation } from './organisation-tree.queries.ts'

export type InviteAccess = { invite: InviteRow; firer: Firer; permissions: Permission[]; isInvitee: boolean }

/** The invite and the caller's standing: their roles there plus the Invitee party when it is their invite. */
export const inviteInReach = async (
  db: Queryable,
  session: AccessTokenClaims,
  inviteId: string,
): Promise<InviteAccess> => {
  const invite = await findInvite(db, inviteId)
  if (!invite) throw NotFound('The invite')
  const { roles } = await rolesForOrganisation(db, session.actorId, invite.organisationId)
  const isInvitee = invite.actorId !== null && invite.actorId === session.actorId
  if (roles.length === 0 && !isInvitee) throw NotFound('The invite')
  return {
    invite,
    isInvitee,
    permissions: permissionsFor(roles),
    firer: { actorId: session.actorId, roles: isInvitee ? [...roles, PARTY.invitee] : roles },
  }
}

export const requireInvitePermission = (access: InviteAccess, permission: Permission) => {
  if (!access.permissions.includes(permission))
    throw Forbidden('You do not have permission to manage the users of this organisation.')
}
