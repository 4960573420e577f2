// The finite event set the dispute machine is walked with.
import type { EventFromLogic } from 'xstate'
import type { disputeMachine } from '#machines/dispute.machine'
import type { WalkOptions } from './transition-coverage.ts'

type DisputeEvent = EventFromLogic<typeof disputeMachine>

const responses = [
  { details: 'The client controls how, when and where the work is done', fileIds: [] },
  { details: '', fileIds: ['file-1'] },
  { details: '   ', fileIds: [] },
] as const

const EVENTS: readonly DisputeEvent[] = [
  { type: 'dispute.dueSoon' },
  { type: 'dispute.deadlinePassed' },
  ...responses.map((response) => ({ type: 'dispute.uphold', ...response }) as const),
  ...responses.map((response) => ({ type: 'dispute.withdrawSds', ...response }) as const),
]

export const disputeWalk: WalkOptions<typeof disputeMachine> = { events: () => EVENTS }
