// An invitation of a user to an organisation (rule invites.lifecycle): Pending, Accepted, Rejected,
// Cancelled, with the actions create, get, resend, cancel, accept, reject, delete and change roles.
import { type ContextFrom, setup } from 'xstate'
import type { InviteStatusCode } from '#domain/invites'
import { PARTY, type StateMeta, type TransitionMeta, USER_ADMIN_ROLES } from './meta.ts'

export type InviteEvent =
  | { type: 'invite.resend' }
  | { type: 'invite.cancel' }
  | { type: 'invite.accept' }
  | { type: 'invite.reject' }
  | { type: 'invite.changeRoles'; roleIds: readonly string[] }
  | { type: 'invite.delete' }

const changeRoles = {
  guard: 'hasAtLeastOneRole',
  actions: 'replaceRoles',
  meta: {
    description:
      'Edit user: replace the roles ("These changes will impact this users access to data"); at least one role',
    roles: USER_ADMIN_ROLES,
  },
} as const

export const inviteMachine = setup({
  types: {} as { events: InviteEvent; meta: StateMeta<InviteStatusCode>; transitionMeta: TransitionMeta },
  guards: {
    hasAtLeastOneRole: ({ event }) => event.type === 'invite.changeRoles' && event.roleIds.length > 0,
  },
  actions: {
    // Provided by the server.
    sendInvite: () => {},
    eraseInviteeData: () => {},
    grantAccess: () => {},
    replaceRoles: () => {},
    revokeAccess: () => {},
  },
}).createMachine({
  id: 'invite',
  initial: 'pending',
  meta: {
    title: 'Invite',
    description:
      'A user invited to an organisation with roles: Pending, then Accepted, Rejected or Cancelled; resend, change roles, remove.',
  },
  states: {
    pending: {
      // Waiting for the invitee: the invitation mail is worth sending only now.
      tags: ['awaitingInvitee'],
      meta: {
        title: 'Pending',
        description: 'Pending: shown to the invitee in the invite dialog on entry',
        status: 'Pending',
      },
      on: {
        'invite.resend': {
          actions: 'sendInvite',
          meta: { description: 'Resend invite', roles: USER_ADMIN_ROLES },
        },
        'invite.cancel': {
          target: 'cancelled',
          actions: 'eraseInviteeData',
          meta: {
            description: "Cancel invite: the invite is cancelled and the user's data is deleted",
            roles: USER_ADMIN_ROLES,
          },
        },
        'invite.accept': {
          target: 'accepted',
          actions: 'grantAccess',
          meta: {
            description: 'The invitee accepts: the roles are granted in the organisation',
            roles: [PARTY.invitee],
          },
        },
        'invite.reject': {
          target: 'rejected',
          meta: { description: 'The invitee rejects ("Yes, reject this invitation")', roles: [PARTY.invitee] },
        },
        'invite.changeRoles': changeRoles,
      },
    },
    accepted: {
      // The invitee is a user of the organisation: removing the invite removes the user.
      tags: ['userHasAccess'],
      meta: { title: 'Accepted', description: 'Accepted: cannot be resent or cancelled', status: 'Accepted' },
      on: {
        'invite.changeRoles': changeRoles,
        'invite.delete': {
          target: 'deleted',
          actions: 'revokeAccess',
          meta: {
            description: "Remove as a user: the user's access to the organisation ends",
            roles: USER_ADMIN_ROLES,
          },
        },
      },
    },
    rejected: {
      meta: { title: 'Rejected', description: 'Rejected: can be resent or removed', status: 'Rejected' },
      on: {
        'invite.resend': {
          target: 'pending',
          actions: 'sendInvite',
          meta: {
            description: 'Resend: the invitation is pending again and shown to the invitee',
            roles: USER_ADMIN_ROLES,
          },
        },
        'invite.delete': {
          target: 'deleted',
          meta: { description: 'Remove the rejected invite', roles: USER_ADMIN_ROLES },
        },
      },
    },
    cancelled: {
      // The invitee's data may be erased (unless they have other business with the organisation).
      tags: ['cancelled'],
      meta: { title: 'Cancelled', description: 'Cancelled: terminal; no action revives it', status: 'Cancelled' },
      on: {
        'invite.delete': {
          target: 'deleted',
          meta: {
            description: 'Delete the cancelled invite from the list; a tombstone stays in the trail',
            roles: USER_ADMIN_ROLES,
          },
        },
      },
    },
    deleted: {
      type: 'final',
      meta: { title: 'Deleted', description: 'Deleted: only the tombstone in the audit trail remains' },
    },
  },
})

/** An invite keeps no context: its facts (e-mail, organisation, roles) are on its row. */
export type InviteContext = ContextFrom<typeof inviteMachine>

export type InviteStateValue = 'pending' | 'accepted' | 'rejected' | 'cancelled' | 'deleted'
