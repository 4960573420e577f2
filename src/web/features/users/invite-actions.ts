// Which of an administrator's buttons an invite's detail page shows: the invite machine says what may happen
// in the invite's state (rule invites.lifecycle), the caller's permissions in its organisation say who may.
import { INVITE_ADMIN_PERMISSIONS } from '#domain/invites'
import { ROLE } from '#domain/roles'
import type { InviteEvent } from '#machines/invite.machine'
import { inviteSnapshotOfStatus } from '#machines/state-map'

export type InviteActions = { resend: boolean; cancel: boolean; editRoles: boolean; remove: boolean }

/** The machine's guard wants a non-empty role list; any role stands for "some roles" when asking about edit mode. */
const SOME_ROLES = ['role'] as const

export const inviteActionsOf = (status: string, permissions: readonly string[]): InviteActions => {
  const snapshot = inviteSnapshotOfStatus(status)
  const may = (command: keyof typeof INVITE_ADMIN_PERMISSIONS, event: InviteEvent) =>
    permissions.includes(INVITE_ADMIN_PERMISSIONS[command]) && snapshot.can(event)
  return {
    resend: may('resend', { type: 'invite.resend' }),
    cancel: may('cancel', { type: 'invite.cancel' }),
    editRoles: may('changeRoles', { type: 'invite.changeRoles', roleIds: SOME_ROLES }),
    remove: may('delete', { type: 'invite.delete' }),
  }
}

/** Whether these roles may be saved: the machine's own guard (at least one role). */
export const canSaveRoles = (status: string, roleIds: readonly string[]): boolean =>
  inviteSnapshotOfStatus(status).can({ type: 'invite.changeRoles', roleIds })

/** Whether the invitee is a user of the organisation (the invite was accepted): removing it removes the user. */
export const invitedUserHasAccess = (status: string): boolean => inviteSnapshotOfStatus(status).hasTag('userHasAccess')

/**
 * Whether "Swap reviews" is offered (rule reviews.swap): for a user who has accepted and holds
 * the Sign Off User role, to someone who may manage the users of the selected organisation.
 */
export const canSwapReviews = (
  invite: { status: string; roleNames: readonly string[] },
  selectedOrganisationPermissions: readonly string[],
): boolean =>
  invitedUserHasAccess(invite.status) &&
  invite.roleNames.includes(ROLE.signOffUser) &&
  selectedOrganisationPermissions.includes('Actors:Update')
