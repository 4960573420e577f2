// What the SDS distribution block shows of each party: whether it has the SDS, its chain of custody in UK time,
// the version and a short hash, and where the block sits relative to the result.
import { describe, expect, it } from 'vitest'
import type { DistributionWire } from '../../src/domain/sds-distribution.ts'
import { blockPlacement, custodyOf, receiptOf } from '../../src/web/features/distribution/distribution-view.ts'

const party = (code: string, receipts: DistributionWire['receipts'] = []) =>
  ({ status: { id: 0, code, name: code }, receipts }) as Pick<DistributionWire, 'status' | 'receipts'>

const receipt = (overrides: Partial<DistributionWire['receipts'][number]> = {}) => ({
  id: 'r1',
  sds_version: 2,
  sha256: 'ab12cd34ef56ab12cd34ef56ab12cd34ef56ab12cd34ef56ab12cd34ef56abcd',
  sent_at: '2026-07-01T09:05:00.000Z',
  delivered_at: null,
  opened_at: null,
  acknowledged_at: null,
  ...overrides,
})

describe('receiptOf', () => {
  it('tells a party that has the SDS from one still waiting for it', () => {
    expect(['PENDING', 'SENT'].map((code) => receiptOf(party(code)))).toEqual(['waiting', 'waiting'])
    expect(['DELIVERED', 'ACKNOWLEDGED'].map((code) => receiptOf(party(code)))).toEqual(['received', 'received'])
    expect(receiptOf(party('REMOVED'))).toBe('removed')
    expect(receiptOf(party('WITHDRAWN'))).toBe('withdrawn')
  })
})

describe('custodyOf', () => {
  it('has nothing for a party never sent the SDS', () => {
    expect(custodyOf(party('PENDING'))).toBeNull()
  })

  it('reads the latest receipt in UK time (BST in summer), with the version and a short hash', () => {
    const custody = custodyOf(
      party('DELIVERED', [
        receipt({ delivered_at: '2026-07-01T09:06:00.000Z' }),
        receipt({ id: 'r0', sds_version: 1, sent_at: '2026-06-01T09:00:00.000Z' }),
      ]),
    )!
    expect(custody.steps).toEqual([
      { label: 'Sent', at: '01/07/2026 10:05' },
      { label: 'Delivered', at: '01/07/2026 10:06' },
      { label: 'Opened', at: null },
      { label: 'Acknowledged', at: null },
    ])
    expect(custody).toMatchObject({ version: 'SDS v2', shortHash: 'ab12cd34ef56', earlier: 1 })
  })
})

describe('blockPlacement', () => {
  it('is above the result until every party has the SDS, below after, and hidden when not shown', () => {
    expect(blockPlacement(undefined)).toBe('hidden')
    expect(blockPlacement({ shown: false, all_delivered: false })).toBe('hidden')
    expect(blockPlacement({ shown: true, all_delivered: false })).toBe('above')
    expect(blockPlacement({ shown: true, all_delivered: true })).toBe('below')
  })
})
