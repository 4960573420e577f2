// A party's disagreement with an SDS (rule sds.acknowledge-dispute: OPEN, then RESOLVED; s.61T ITEPA 2003 for the
// rest). The client answers within 45 days of receiving it, beginning with that day: it upholds the SDS with its
// reasons, or withdraws it and issues a new one. The clocks are events the server's scheduler sends
// (times from src/domain/dispute-clock.ts); a missed deadline is a recorded fact, the status stays OPEN.
import { assign, setup } from 'xstate'
import type { DisputeStatusCode } from '#domain/sds-distribution'
import { CLIENT_ROLES, PARTY, type StateMeta, type TransitionMeta } from './meta.ts'

export type DisputeResolution = 'upheld' | 'withdrawn'

export type DisputeContext = {
  /** 31 days have passed since the day of receipt: the board shows "Dispute Due". */
  readonly dueSoon: boolean
  /** The 45th day has ended without a response: the client is liable as fee-payer until it responds. */
  readonly overdue: boolean
  readonly resolution: DisputeResolution | null
}

/** A response carries reasons: text (up to 250 characters, checked by the schema) and/or files. */
export type DisputeResponse = { readonly details: string; readonly fileIds: readonly string[] }

export type DisputeEvent =
  | { type: 'dispute.dueSoon' }
  | { type: 'dispute.deadlinePassed' }
  | ({ type: 'dispute.uphold' } & DisputeResponse)
  | ({ type: 'dispute.withdrawSds' } & DisputeResponse)

/** Leading whitespace is trimmed; text and files may not both be empty (rule disputes.reason). */
export const hasReasonOrFiles = (response: { readonly details?: string; readonly fileIds?: readonly string[] }) =>
  (response.details ?? '').trim().length > 0 || (response.fileIds ?? []).length > 0

export const disputeMachine = setup({
  types: {} as {
    context: DisputeContext
    events: DisputeEvent
    meta: StateMeta<DisputeStatusCode>
    transitionMeta: TransitionMeta
  },
  guards: {
    hasReasonOrFiles: ({ event }) =>
      (event.type === 'dispute.uphold' || event.type === 'dispute.withdrawSds') && hasReasonOrFiles(event),
    // The scheduler may send a clock event twice; the second is refused, so the trail records each fact once.
    isNotDueSoon: ({ context }) => !context.dueSoon,
    isNotOverdue: ({ context }) => !context.overdue,
  },
  actions: {
    // Provided by the server.
    remindClient: () => {},
    recordMissedDeadline: () => {},
    notifyParty: () => {},
    markDueSoon: assign({ dueSoon: true }),
    markOverdue: assign({ dueSoon: true, overdue: true }),
    markUpheld: assign({ resolution: 'upheld' as const }),
    markWithdrawn: assign({ resolution: 'withdrawn' as const }),
  },
}).createMachine({
  id: 'dispute',
  context: { dueSoon: false, overdue: false, resolution: null },
  initial: 'open',
  meta: {
    title: 'Dispute',
    description:
      'A party disagrees with the SDS: OPEN until the client upholds it with reasons or withdraws it for a new SDS, within 45 days of receiving the dispute; "Dispute Due" at 31 days and a missed deadline are recorded facts.',
  },
  states: {
    open: {
      // The client has still to respond: answers and response files are taken only now.
      tags: ['awaitingResponse'],
      meta: {
        title: 'Open',
        description: 'OPEN: received; the client must respond within 45 days beginning with the day of receipt',
        status: 'OPEN',
      },
      on: {
        'dispute.dueSoon': {
          guard: 'isNotDueSoon',
          actions: ['markDueSoon', 'remindClient'],
          meta: {
            description:
              '31 days have passed since the day of receipt: the board card turns dark and reads "Dispute Due"',
            roles: [PARTY.system],
          },
        },
        'dispute.deadlinePassed': {
          guard: 'isNotOverdue',
          actions: ['markOverdue', 'recordMissedDeadline'],
          meta: {
            description:
              'The 45th day ended without a response: recorded (the client is liable as fee-payer until it responds); still OPEN',
            roles: [PARTY.system],
          },
        },
        'dispute.uphold': {
          guard: 'hasReasonOrFiles',
          target: 'resolved',
          actions: ['markUpheld', 'notifyParty'],
          meta: { description: 'The client confirms the SDS, giving its reasons', roles: CLIENT_ROLES },
        },
        'dispute.withdrawSds': {
          guard: 'hasReasonOrFiles',
          target: 'resolved',
          actions: ['markWithdrawn', 'notifyParty'],
          meta: {
            description:
              'The client withdraws the SDS, giving its reasons; a new SDS follows from the reopened assessment',
            roles: CLIENT_ROLES,
          },
        },
      },
    },
    resolved: {
      type: 'final',
      meta: {
        title: 'Resolved',
        description: 'RESOLVED: the client responded; the resolution records whether it upheld or withdrew the SDS',
        status: 'RESOLVED',
      },
    },
  },
})

export type DisputeStateValue = 'open' | 'resolved'
