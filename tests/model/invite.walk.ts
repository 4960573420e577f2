// The finite event set the invite machine is walked with.
import type { EventFromLogic } from 'xstate'
import type { inviteMachine } from '#machines/invite.machine'
import type { WalkOptions } from './transition-coverage.ts'

type InviteEvent = EventFromLogic<typeof inviteMachine>

const EVENTS: readonly InviteEvent[] = [
  { type: 'invite.resend' },
  { type: 'invite.cancel' },
  { type: 'invite.accept' },
  { type: 'invite.reject' },
  { type: 'invite.changeRoles', roleIds: ['role-partner'] },
  { type: 'invite.changeRoles', roleIds: [] },
  { type: 'invite.delete' },
]

export const inviteWalk: WalkOptions<typeof inviteMachine> = { events: () => EVENTS }
