import { describe, expect, it } from 'vitest'
import { disputeMachine } from '#machines/dispute.machine'
import { disputeStatus } from '#machines/state-map'
import { disputeWalk } from './dispute.walk.ts'
import { modelSuite } from './model-suite.ts'

describe('dispute machine', () => {
  const { replay } = modelSuite(disputeMachine, disputeWalk)

  it('records a missed deadline as a fact and stays OPEN', () => {
    const overdue = replay([{ type: 'dispute.deadlinePassed' }])
    expect(disputeStatus.of(overdue.value)).toBe('OPEN')
    expect(overdue.context).toMatchObject({ dueSoon: true, overdue: true })
    expect(overdue.can({ type: 'dispute.deadlinePassed' })).toBe(false)
    expect(overdue.can({ type: 'dispute.dueSoon' })).toBe(false)
  })

  it('needs reasons, as text or files, to uphold or withdraw', () => {
    const open = replay([])
    expect(open.can({ type: 'dispute.uphold', details: '  ', fileIds: [] })).toBe(false)
    expect(open.can({ type: 'dispute.withdrawSds', details: '', fileIds: [] })).toBe(false)
    expect(open.can({ type: 'dispute.uphold', details: '', fileIds: ['f'] })).toBe(true)
  })

  it('records which way the client resolved it', () => {
    const upheld = replay([{ type: 'dispute.uphold', details: 'Reasons', fileIds: [] }])
    expect(upheld.value).toBe('resolved')
    expect(upheld.context.resolution).toBe('upheld')
    const withdrawn = replay([
      { type: 'dispute.dueSoon' },
      { type: 'dispute.withdrawSds', details: 'New SDS', fileIds: [] },
    ])
    expect(withdrawn.context).toMatchObject({ resolution: 'withdrawn', dueSoon: true, overdue: false })
    expect(disputeStatus.of(withdrawn.value)).toBe('RESOLVED')
  })
})
