import { describe, expect, it } from 'vitest'
import { distributionMachine } from '#machines/distribution.machine'
import { distributionWalk } from './distribution.walk.ts'
import { modelSuite } from './model-suite.ts'

const contractor = { party: 'Contractor' } as const
const supplyChain = { party: 'Supply Chain' } as const
const dispute = { type: 'distribution.dispute', details: 'I decide how I work', fileIds: [] } as const

describe('distribution machine', () => {
  const { replay } = modelSuite(distributionMachine, distributionWalk)

  it('never removes the Contractor party', () => {
    expect(replay([], contractor).can({ type: 'distribution.remove' })).toBe(false)
    expect(replay([{ type: 'distribution.send' }], contractor).can({ type: 'distribution.remove' })).toBe(false)
    expect(replay([], supplyChain).can({ type: 'distribution.remove' })).toBe(true)
  })

  it('neither resends nor lets a removed party dispute', () => {
    const removed = replay([{ type: 'distribution.send' }, { type: 'distribution.remove' }], supplyChain)
    expect(removed.value).toBe('removed')
    expect(removed.can({ type: 'distribution.resend' })).toBe(false)
    expect(removed.can(dispute)).toBe(false)
  })

  it('acknowledges only with a typed name', () => {
    const delivered = replay([{ type: 'distribution.send' }, { type: 'distribution.delivered' }], contractor)
    expect(delivered.can({ type: 'distribution.acknowledge', name: '  ' })).toBe(false)
    expect(delivered.can({ type: 'distribution.acknowledge', name: 'Jo Bloggs' })).toBe(true)
  })

  it('lets a party dispute once at a time, before or after acknowledging', () => {
    const disputed = replay([{ type: 'distribution.send' }, dispute], contractor)
    expect(disputed.context.disputeOpen).toBe(true)
    expect(disputed.can(dispute)).toBe(false)
    const acknowledged = replay(
      [{ type: 'distribution.send' }, { type: 'distribution.acknowledge', name: 'Jo Bloggs' }],
      contractor,
    )
    expect(acknowledged.can(dispute)).toBe(true)
    expect(replay([], contractor).can(dispute)).toBe(false)
  })

  it('marks a withdrawn copy and sends the new SDS', () => {
    const events = [
      { type: 'distribution.send' },
      dispute,
      { type: 'sds.withdraw' },
      { type: 'dispute.resolved' },
    ] as const
    const withdrawn = replay(events, contractor)
    expect(withdrawn.value).toBe('withdrawn')
    expect(withdrawn.can(dispute)).toBe(false)
    expect(withdrawn.can({ type: 'distribution.acknowledge', name: 'Jo Bloggs' })).toBe(false)
    expect(replay([...events, { type: 'sds.reissue' }], contractor).value).toBe('sent')
  })
})
