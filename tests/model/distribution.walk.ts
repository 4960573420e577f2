// The starts and the finite event set the distribution machine is walked with.
import type { EventFromLogic } from 'xstate'
import type { distributionMachine } from '#machines/distribution.machine'
import type { WalkOptions } from './transition-coverage.ts'

type DistributionEvent = EventFromLogic<typeof distributionMachine>

const EVENTS: readonly DistributionEvent[] = [
  { type: 'distribution.send' },
  { type: 'distribution.delivered' },
  { type: 'distribution.resend' },
  { type: 'distribution.acknowledge', name: 'Jo Bloggs' },
  { type: 'distribution.acknowledge', name: '   ' },
  { type: 'distribution.dispute', details: 'I work under my own control', fileIds: [] },
  { type: 'distribution.dispute', details: ' ', fileIds: [] },
  { type: 'dispute.resolved' },
  { type: 'distribution.remove' },
  { type: 'sds.withdraw' },
  { type: 'sds.reissue' },
]

export const distributionWalk: WalkOptions<typeof distributionMachine> = {
  events: () => EVENTS,
  starts: [
    { label: 'Contractor party', input: { party: 'Contractor' } },
    { label: 'Supply Chain party', input: { party: 'Supply Chain' } },
  ],
  paths: 'shortest',
}
