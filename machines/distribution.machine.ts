// One party's copy of the SDS (rules sds.distribution, sds.acknowledge-dispute): Pending, sent,
// delivered, acknowledged; Removed cannot be resent or disputed; the Contractor party cannot be removed.
// Whether the party may dispute is this machine's answer (`snapshot.can({ type: 'distribution.dispute' })`);
// the dispute itself is the dispute machine's.
import { assign, setup } from 'xstate'
import type { DistributionStatusCode } from '#domain/sds-distribution'
import { hasReasonOrFiles } from './dispute.machine.ts'
import { CLIENT_ROLES, PARTY, SDS_PARTIES, type StateMeta, type TransitionMeta } from './meta.ts'

export type DistributionParty = 'Contractor' | 'Supply Chain'

export type DistributionContext = {
  readonly party: DistributionParty
  /** The party has a dispute the client has not yet answered. */
  readonly disputeOpen: boolean
}

export type DistributionInput = { readonly party: DistributionParty }

export type DistributionEvent =
  | { type: 'distribution.send' }
  | { type: 'distribution.delivered' }
  | { type: 'distribution.resend' }
  | { type: 'distribution.acknowledge'; name: string }
  | { type: 'distribution.dispute'; details: string; fileIds: readonly string[] }
  | { type: 'dispute.resolved' }
  | { type: 'distribution.remove' }
  | { type: 'sds.withdraw' }
  | { type: 'sds.reissue' }

// A party may dispute the copy it received (sent, delivered or acknowledged), one open dispute at a time.
const disputing = {
  'distribution.dispute': {
    guard: 'mayDispute',
    actions: ['markDisputeOpen', 'openDispute'],
    meta: {
      description: '"I do not agree": a dispute with text (up to 250 characters) and/or files',
      roles: SDS_PARTIES,
    },
  },
  'dispute.resolved': {
    guard: 'hasOpenDispute',
    actions: 'markDisputeClosed',
    meta: { description: "The client answered the party's dispute", roles: CLIENT_ROLES },
  },
} as const

const replacing = {
  'sds.withdraw': {
    target: 'withdrawn',
    meta: { description: 'The client withdrew the SDS in answer to a dispute', roles: CLIENT_ROLES },
  },
  'sds.reissue': {
    target: 'sent',
    reenter: true,
    actions: 'sendSds',
    meta: { description: 'A new SDS replaces this copy and is sent to the party', roles: CLIENT_ROLES },
  },
} as const

const removal = {
  'distribution.remove': {
    guard: 'isNotContractorParty',
    target: 'removed',
    meta: {
      description: 'Remove the party from the list; never the Contractor ("The contractor must receive the SDS.")',
      roles: CLIENT_ROLES,
    },
  },
} as const

export const distributionMachine = setup({
  types: {} as {
    context: DistributionContext
    events: DistributionEvent
    input: DistributionInput
    meta: StateMeta<DistributionStatusCode>
    transitionMeta: TransitionMeta
  },
  guards: {
    isNotContractorParty: ({ context }) => context.party !== 'Contractor',
    // Complete is disabled until a name is typed (rule sds.ack-name).
    hasTypedName: ({ event }) => event.type === 'distribution.acknowledge' && event.name.trim().length > 0,
    mayDispute: ({ context, event }) =>
      !context.disputeOpen && event.type === 'distribution.dispute' && hasReasonOrFiles(event),
    hasOpenDispute: ({ context }) => context.disputeOpen,
  },
  actions: {
    // Provided by the server.
    sendSds: () => {},
    recordAcknowledgement: () => {},
    openDispute: () => {},
    markDisputeOpen: assign({ disputeOpen: true }),
    markDisputeClosed: assign({ disputeOpen: false }),
  },
}).createMachine({
  id: 'distribution',
  context: ({ input }) => ({ party: input.party, disputeOpen: false }),
  initial: 'pending',
  // Tags name what the server and the views ask of a party's copy: onList (not removed), unsent, awaiting
  // acknowledgement, holds the SDS (delivered or acknowledged), acknowledged.
  meta: {
    title: 'SDS distribution',
    description:
      "One party's copy of the SDS: pending, sent, delivered, acknowledged with a typed name or disputed; removed (and sent nothing more), or withdrawn for a new SDS.",
  },
  states: {
    pending: {
      tags: ['onList', 'unsent'],
      meta: { title: 'Not sent yet', description: 'Pending: on the editable list, not sent yet', status: 'PENDING' },
      on: {
        'distribution.send': {
          target: 'sent',
          actions: 'sendSds',
          meta: { description: 'Send the SDS to the party', roles: CLIENT_ROLES },
        },
        ...removal,
      },
    },
    sent: {
      tags: ['onList', 'awaitingAcknowledgement'],
      meta: { title: 'Sent', description: 'Sent: the mail is on its way', status: 'SENT' },
      on: {
        'distribution.delivered': {
          target: 'delivered',
          meta: {
            description: 'The mail transport accepted the message for the party (DELIVERED)',
            roles: [PARTY.system],
          },
        },
        'distribution.resend': {
          actions: 'sendSds',
          meta: { description: 'Resend the SDS', roles: CLIENT_ROLES },
        },
        'distribution.acknowledge': {
          guard: 'hasTypedName',
          target: 'acknowledged',
          actions: 'recordAcknowledgement',
          meta: {
            description: 'The party acknowledges, typing a name (viewing the SDS proves receipt)',
            roles: SDS_PARTIES,
          },
        },
        ...disputing,
        // A new SDS is sent only after this one is withdrawn (or acknowledged, then reopened): never over it.
        'sds.withdraw': replacing['sds.withdraw'],
        ...removal,
      },
    },
    delivered: {
      tags: ['onList', 'awaitingAcknowledgement', 'holdsSds'],
      meta: { title: 'Delivered', description: 'DELIVERED: the party has the SDS', status: 'DELIVERED' },
      on: {
        'distribution.resend': {
          actions: 'sendSds',
          meta: { description: 'Resend the SDS', roles: CLIENT_ROLES },
        },
        'distribution.acknowledge': {
          guard: 'hasTypedName',
          target: 'acknowledged',
          actions: 'recordAcknowledgement',
          meta: {
            description: '"Acknowledge determination": the party types a name and completes',
            roles: SDS_PARTIES,
          },
        },
        ...disputing,
        // A new SDS is sent only after this one is withdrawn (or acknowledged, then reopened): never over it.
        'sds.withdraw': replacing['sds.withdraw'],
        ...removal,
      },
    },
    acknowledged: {
      tags: ['onList', 'acknowledged', 'holdsSds'],
      meta: {
        title: 'Acknowledged',
        description: 'ACKNOWLEDGED: the party confirmed receipt; the SDS download is allowed',
        status: 'ACKNOWLEDGED',
      },
      on: { ...disputing, ...replacing },
    },
    withdrawn: {
      tags: ['onList', 'sdsWithdrawn'],
      meta: {
        title: 'SDS withdrawn',
        description: 'The SDS this party received was withdrawn; a new one is to follow',
        status: 'WITHDRAWN',
      },
      on: {
        'sds.reissue': {
          target: 'sent',
          actions: 'sendSds',
          meta: { description: 'The new SDS is sent to the party', roles: CLIENT_ROLES },
        },
        // The client answers a party's own dispute before withdrawing its SDS: no dispute is open here.
        ...removal,
      },
    },
    removed: {
      type: 'final',
      meta: { title: 'Removed from the list', description: 'Removed: cannot be resent or disputed', status: 'REMOVED' },
    },
  },
})

export type DistributionStateValue = 'pending' | 'sent' | 'delivered' | 'acknowledged' | 'withdrawn' | 'removed'

/**
 * Whether the party may download its SDS (rule sds.download: once it has acknowledged
 * its copy); a party whose dispute is open may read what it disputes.
 */
export const sdsDownloadAllowed = (snapshot: { hasTag: (tag: string) => boolean; context: DistributionContext }) =>
  snapshot.hasTag('acknowledged') || snapshot.context.disputeOpen
