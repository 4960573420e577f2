import { describe, expect, it } from 'vitest'
import { inviteMachine } from '#machines/invite.machine'
import { inviteSnapshotOfStatus, inviteStatus } from '#machines/state-map'
import { inviteWalk } from './invite.walk.ts'
import { modelSuite } from './model-suite.ts'

describe('invite machine', () => {
  const { replay } = modelSuite(inviteMachine, inviteWalk)

  it('neither resends nor cancels an accepted invite, but removes the user', () => {
    const accepted = replay([{ type: 'invite.accept' }])
    expect(accepted.can({ type: 'invite.resend' })).toBe(false)
    expect(accepted.can({ type: 'invite.cancel' })).toBe(false)
    expect(accepted.can({ type: 'invite.delete' })).toBe(true)
  })

  it('makes a resent rejected invite pending again', () => {
    const resent = replay([{ type: 'invite.reject' }, { type: 'invite.resend' }])
    expect(inviteStatus.of(resent.value)).toBe('Pending')
  })

  it('keeps a cancelled invite cancelled', () => {
    const cancelled = replay([{ type: 'invite.cancel' }])
    for (const type of ['invite.resend', 'invite.accept', 'invite.reject', 'invite.cancel'] as const)
      expect(cancelled.can({ type })).toBe(false)
    expect(cancelled.can({ type: 'invite.changeRoles', roleIds: ['r'] })).toBe(false)
  })

  it('changes roles only to a non-empty set', () => {
    expect(replay([]).can({ type: 'invite.changeRoles', roleIds: [] })).toBe(false)
    expect(replay([]).can({ type: 'invite.changeRoles', roleIds: ['r'] })).toBe(true)
  })
})

describe('inviteSnapshotOfStatus', () => {
  it('restores the state of every wire status, as the browser reads it', () => {
    expect([...inviteStatus.all].sort()).toEqual(['Accepted', 'Cancelled', 'Pending', 'Rejected'])
    for (const status of inviteStatus.all) expect(inviteStatus.of(inviteSnapshotOfStatus(status).value)).toBe(status)
    expect(inviteSnapshotOfStatus('Accepted').can({ type: 'invite.delete' })).toBe(true)
    expect(inviteStatus.of('deleted')).toBeNull()
    expect(() => inviteSnapshotOfStatus('Deleted')).toThrow(RangeError)
  })
})
