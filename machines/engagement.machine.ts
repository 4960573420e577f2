// The engagement lifecycle: its statuses and the moves between them (docs/process.md,
// completed where the spec is silent), disputes as s.61T ITEPA 2003 has them. Facts about other records
// (reviewers, contractor questions, acknowledgements, other disputes) arrive in the event, filled in by the
// server from the database; the named guards decide. Decisions are recorded in docs/process.md.
import { and, assign, type SnapshotFrom, setup } from 'xstate'
import type { BoardStage, EngagementStatus } from '#domain/engagement-status'
import { ROLE } from '#domain/roles'
import {
  ASSESSOR_ROLES,
  CLIENT_ROLES,
  CONTRACTOR_ROLES,
  MANUAL_REVIEW_ROLES,
  PARTY,
  SDS_PARTIES,
  type StateMeta,
  type TransitionMeta,
} from './meta.ts'

export type QuestionSetTypeCode = 'FULL' | 'SHORT'

export type EngagementContext = {
  /** A contractor engagement (contractor_id set); false for a role. */
  readonly hasContractor: boolean
  /** FULL for an assessment that yields an SDS, SHORT for insurance validation (IVT). */
  readonly questionSetTypeCode: QuestionSetTypeCode
  /** The archive flag: beside the status, never instead of it. */
  readonly archived: boolean
  /** The SDS was withdrawn in answer to a dispute, and no new SDS has been sent yet. */
  readonly sdsWithdrawn: boolean
  /**
   * A worker's own working practices review: the worker answers every question and the result completes it.
   * It never yields an SDS (only the client issues one). Absent in snapshots older than the review: false.
   */
  readonly ownReview?: boolean
}

export type EngagementInput = {
  readonly hasContractor: boolean
  readonly questionSetTypeCode: QuestionSetTypeCode
  readonly archived?: boolean
  readonly ownReview?: boolean
}

export type EngagementEvent =
  | { type: 'answers.save' }
  | { type: 'answers.submit'; contractorQuestionsRemain: boolean; hasReviewers: boolean }
  | { type: 'contractorAnswers.save' }
  | { type: 'contractorAnswers.submit'; hasReviewers: boolean }
  | { type: 'contractorQuestions.retract'; hasReviewers: boolean }
  | { type: 'reviewers.update'; allSignedOff: boolean }
  | { type: 'review.signOff'; allSignedOff: boolean }
  | { type: 'distribution.send' }
  | { type: 'distribution.acknowledged'; allAcknowledged: boolean }
  | { type: 'distribution.removed'; allAcknowledged: boolean }
  | { type: 'dispute.raise' }
  | { type: 'dispute.uphold'; otherDisputesOpen: boolean; allAcknowledged: boolean }
  | { type: 'dispute.withdrawSds' }
  | { type: 'engagement.reopen' }
  | { type: 'assessment.cancelReopen' }
  | { type: 'engagement.reassess' }
  | { type: 'reassessment.due' }
  | { type: 'questionSet.update' }
  | { type: 'engagement.archive' }
  | { type: 'engagement.unarchive' }
  | { type: 'engagement.delete' }

// Once the SDS is out, a party added to the list is sent it without changing the status.
const sendToAddedParty = {
  actions: 'sendSdsToNewParties',
  meta: { description: 'The SDS is sent to a party added to the list', roles: CLIENT_ROLES },
} as const

// "Reassess now" and the scheduled reminder, the same wherever an SDS has gone out (docs/reassessment.md): a new engagement starts, this one keeps its status; the clock only reminds the assessor.
const reassessment = {
  'engagement.reassess': {
    guard: 'issuesSds',
    actions: 'createReassessment',
    meta: {
      description: 'Reassess now: a new engagement in Started carrying reassessed_from_id; this one keeps its status',
      roles: CLIENT_ROLES,
    },
  },
  'reassessment.due': {
    guard: 'issuesSds',
    actions: 'remindReassessment',
    meta: {
      description: 'The scheduled reassessment falls due: the assessor is reminded to reassess',
      roles: [PARTY.system],
    },
  },
} as const

// A newer question set can be taken up only while answers are being written: after a result it needs a reopening.
const questionSetUpdate = {
  actions: 'moveToNewerQuestionSet',
  meta: {
    description: 'Answer a newer version of the question set; answers that still exist are kept',
    roles: ASSESSOR_ROLES,
  },
} as const

// The worker archives their own working practices review (the server lets a contractor reach no other).
const ARCHIVERS = [...CLIENT_ROLES, ...MANUAL_REVIEW_ROLES, ROLE.contractor] as const

// A working practices review is the worker's alone: only they answer, reopen or cancel a reopening of it.
const OWN_REVIEWER = [ROLE.contractor] as const

const ownReviewSave = {
  guard: 'isOwnReview',
  actions: 'saveProgress',
  meta: { description: 'The worker saves progress on their own working practices review', roles: OWN_REVIEWER },
} as const

// Archive and unarchive are allowed in every status and change only the flag (rule board.rules).
// They are repeated in each status rather than put on the root, so that a deleted engagement refuses them.
const archiveFlag = {
  'engagement.archive': {
    guard: 'isNotArchived',
    actions: 'markArchived',
    meta: { description: 'Archive: hidden unless "Show archived" is on; the status is unchanged', roles: ARCHIVERS },
  },
  'engagement.unarchive': {
    guard: 'isArchived',
    actions: 'markUnarchived',
    meta: { description: 'Unarchive', roles: ARCHIVERS },
  },
} as const

// Where an engagement goes once answers are in (docs/process.md): the contractor's step, then sign-off, then
// the SDS; a role (or an insurance validation) has no SDS of its own and completes. The chart writes each
// candidate's guard and target; these name what the step means for the audit trail and the /process page.
const ROUTED = {
  ownReview: 'the result completes the working practices review (no SDS: only the client issues one)',
  contractorAsked: 'contractor questions remain unanswered: the contractor is asked',
  reviewersReview: 'sign-off reviewers exist: they review (earlier sign-offs cleared)',
  sdsReady: 'no reviewers: the SDS is ready to send',
  noSds: 'no reviewers and no SDS (a role or an insurance validation)',
  signedOffSdsReady: 'every reviewer has signed off: the SDS is ready to send',
  signedOffNoSds: 'every reviewer has signed off and there is no SDS',
} as const

const routed = (step: string, outcome: keyof typeof ROUTED, roles: TransitionMeta['roles']): TransitionMeta => ({
  description: `${step}; ${ROUTED[outcome]}`,
  roles,
})

const RETRACTED = "The client retracts the contractor's questions (they stay unanswered)"
const SIGNED_OFF = 'A reviewer completes the review'
const REVIEWERS_CHANGED = 'The sign-off users are changed (none left counts as all signed off)'
const EDITED_IN_REVIEW = 'The client edits the answers in reopen mode'
const CHANGED_ANSWERS = 'The client submits the changed answers'

/** Each state's wire status and progress board column (docs/process.md, "Progress board"), read by machines/state-map.ts. */
export type EngagementStateMeta = StateMeta<EngagementStatus> & { readonly board?: BoardStage }

const eventFlag = <K extends string>(event: object, key: K): boolean =>
  key in event && (event as Record<K, unknown>)[key] === true

export const engagementMachine = setup({
  types: {} as {
    context: EngagementContext
    events: EngagementEvent
    input: EngagementInput
    meta: EngagementStateMeta
    transitionMeta: TransitionMeta
  },
  guards: {
    contractorQuestionsRemain: ({ context, event }) =>
      context.hasContractor && eventFlag(event, 'contractorQuestionsRemain'),
    hasReviewers: ({ event }) => eventFlag(event, 'hasReviewers'),
    // An SDS follows the result, and "Reassess now" is offered (docs/reassessment.md): a contractor engagement on the
    // FULL question set that is not a worker's own review.
    issuesSds: ({ context }) => context.hasContractor && context.questionSetTypeCode === 'FULL' && !context.ownReview,
    isOwnReview: ({ context }) => context.ownReview === true,
    allSignedOff: ({ event }) => eventFlag(event, 'allSignedOff'),
    allAcknowledged: ({ event }) => eventFlag(event, 'allAcknowledged'),
    otherDisputesOpen: ({ event }) => eventFlag(event, 'otherDisputesOpen'),
    // A reopening made to replace a withdrawn SDS cannot be cancelled: that SDS no longer stands.
    reopeningCanBeCancelled: ({ context }) => !context.sdsWithdrawn,
    isArchived: ({ context }) => context.archived,
    isNotArchived: ({ context }) => !context.archived,
  },
  actions: {
    // Provided by the server; each names what must happen, as an outbox row or in the same transaction.
    saveProgress: () => {},
    requestContractorAnswers: () => {},
    updateReviewers: () => {},
    recordSignOff: () => {},
    openReviews: () => {},
    // A reviewer added while the others review is opened at once; those already reviewing keep their sign-offs.
    openAddedReviews: () => {},
    // The Contractor party is put on the distribution list as the SDS becomes ready to send.
    prepareDistribution: () => {},
    notifyReviewsComplete: () => {},
    issueSds: () => {},
    sendSdsToNewParties: () => {},
    recordAcknowledgement: () => {},
    recordRemoval: () => {},
    notifyClientOfDispute: () => {},
    recordDisputeResponse: () => {},
    withdrawSds: () => {},
    reopenAssessment: () => {},
    restorePreviousAssessment: () => {},
    createReassessment: () => {},
    remindReassessment: () => {},
    moveToNewerQuestionSet: () => {},
    deleteEngagement: () => {},
    markArchived: assign({ archived: true }),
    markUnarchived: assign({ archived: false }),
    markSdsWithdrawn: assign({ sdsWithdrawn: true }),
    markSdsIssued: assign({ sdsWithdrawn: false }),
  },
}).createMachine({
  id: 'engagement',
  context: ({ input }) => ({
    hasContractor: input.hasContractor,
    questionSetTypeCode: input.questionSetTypeCode,
    archived: input.archived ?? false,
    sdsWithdrawn: false,
    ownReview: input.ownReview ?? false,
  }),
  initial: 'started',
  meta: {
    title: 'Engagement lifecycle',
    description:
      'From Started to Complete: the contractor step, sign-off, the SDS and its acknowledgement; disputes, reopening, reassessment, archive and delete.',
  },
  states: {
    started: {
      meta: {
        title: 'Started',
        description: 'Created; the client is answering the questionnaire',
        status: 'Started',
        board: 'Started',
      },
      on: {
        ...archiveFlag,
        'answers.save': [
          ownReviewSave,
          {
            actions: 'saveProgress',
            meta: { description: 'Save progress (submitted false): only while Started', roles: ASSESSOR_ROLES },
          },
        ],
        'answers.submit': [
          {
            guard: 'isOwnReview',
            target: 'complete',
            meta: routed('The worker submits their answers', 'ownReview', OWN_REVIEWER),
          },
          {
            guard: 'contractorQuestionsRemain',
            target: 'awaitingContractor',
            actions: 'requestContractorAnswers',
            meta: routed('The client submits the answers', 'contractorAsked', ASSESSOR_ROLES),
          },
          {
            guard: 'hasReviewers',
            target: 'awaitingReview',
            actions: 'openReviews',
            meta: routed('The client submits the answers', 'reviewersReview', ASSESSOR_ROLES),
          },
          {
            guard: 'issuesSds',
            target: 'awaitingDistribution',
            actions: 'prepareDistribution',
            meta: routed('The client submits the answers', 'sdsReady', ASSESSOR_ROLES),
          },
          { target: 'complete', meta: routed('The client submits the answers', 'noSds', ASSESSOR_ROLES) },
        ],
        'questionSet.update': questionSetUpdate,
        'reviewers.update': {
          actions: 'updateReviewers',
          meta: { description: 'The sign-off users are changed before the answers are submitted', roles: CLIENT_ROLES },
        },
        'engagement.delete': {
          target: 'deleted',
          actions: 'deleteEngagement',
          meta: {
            description: 'Delete: only in Started; a tombstone stays in the trail',
            roles: CLIENT_ROLES,
          },
        },
      },
    },
    awaitingContractor: {
      // The client's part is done until the contractor answers or the client retracts the questions.
      tags: ['contractorsTurn'],
      meta: {
        title: 'Awaiting Contractor',
        description: "The client's answers are in; the contractor answers the contractor's questions",
        status: 'Awaiting Contractor',
        board: 'Awaiting Contractor',
      },
      on: {
        ...archiveFlag,
        'contractorAnswers.save': {
          actions: 'saveProgress',
          meta: { description: 'The contractor saves progress', roles: CONTRACTOR_ROLES },
        },
        'contractorAnswers.submit': [
          {
            guard: 'hasReviewers',
            target: 'awaitingReview',
            actions: 'openReviews',
            meta: routed('The contractor submits the answers', 'reviewersReview', CONTRACTOR_ROLES),
          },
          {
            guard: 'issuesSds',
            target: 'awaitingDistribution',
            actions: 'prepareDistribution',
            meta: routed('The contractor submits the answers', 'sdsReady', CONTRACTOR_ROLES),
          },
          // No fallback to Complete: only an engagement that issues an SDS waits for its contractor.
        ],
        'contractorQuestions.retract': [
          {
            guard: 'hasReviewers',
            target: 'awaitingReview',
            actions: 'openReviews',
            meta: routed(RETRACTED, 'reviewersReview', CLIENT_ROLES),
          },
          {
            guard: 'issuesSds',
            target: 'awaitingDistribution',
            actions: 'prepareDistribution',
            meta: routed(RETRACTED, 'sdsReady', CLIENT_ROLES),
          },
        ],
        'reviewers.update': {
          actions: 'updateReviewers',
          meta: { description: 'The sign-off users are changed while the contractor answers', roles: CLIENT_ROLES },
        },
      },
    },
    awaitingReview: {
      // Editing answers here replaces the ones under review: with reviewers, the questionnaire asks first.
      tags: ['inReview'],
      meta: {
        title: 'Awaiting Review',
        description: 'The sign-off reviewers review the assessment',
        status: 'Awaiting Review',
        board: 'Awaiting Review',
      },
      on: {
        ...archiveFlag,
        'review.signOff': [
          {
            guard: and(['allSignedOff', 'issuesSds']),
            target: 'awaitingDistribution',
            actions: ['notifyReviewsComplete', 'prepareDistribution'],
            meta: routed(SIGNED_OFF, 'signedOffSdsReady', [PARTY.reviewer]),
          },
          {
            guard: 'allSignedOff',
            target: 'complete',
            actions: 'notifyReviewsComplete',
            meta: routed(SIGNED_OFF, 'signedOffNoSds', [PARTY.reviewer]),
          },
          {
            actions: 'recordSignOff',
            meta: { description: `${SIGNED_OFF}; others have still to sign off`, roles: [PARTY.reviewer] },
          },
        ],
        'reviewers.update': [
          {
            guard: and(['allSignedOff', 'issuesSds']),
            target: 'awaitingDistribution',
            actions: ['notifyReviewsComplete', 'prepareDistribution'],
            meta: routed(REVIEWERS_CHANGED, 'signedOffSdsReady', CLIENT_ROLES),
          },
          {
            guard: 'allSignedOff',
            target: 'complete',
            actions: 'notifyReviewsComplete',
            meta: routed(REVIEWERS_CHANGED, 'signedOffNoSds', CLIENT_ROLES),
          },
          {
            actions: ['updateReviewers', 'openAddedReviews'],
            meta: { description: 'The sign-off users are changed; sign-offs remain outstanding', roles: CLIENT_ROLES },
          },
        ],
        // Edit Answers in reopen mode: the routing starts again and every sign-off is cleared.
        'answers.submit': [
          {
            guard: 'contractorQuestionsRemain',
            target: 'awaitingContractor',
            actions: 'requestContractorAnswers',
            meta: routed(EDITED_IN_REVIEW, 'contractorAsked', ASSESSOR_ROLES),
          },
          // In review the reviewers are on the panel (one left empty counts as all signed off and leaves review).
          {
            guard: 'hasReviewers',
            target: 'awaitingReview',
            actions: 'openReviews',
            meta: routed(EDITED_IN_REVIEW, 'reviewersReview', ASSESSOR_ROLES),
          },
        ],
      },
    },
    awaitingDistribution: {
      tags: ['sdsReady'],
      meta: {
        title: 'Awaiting Distribution',
        description: 'Answered and signed off: the SDS is ready to be issued and sent to the parties',
        status: 'Awaiting Distribution',
        // The SDS is ready (answered and signed off) and waits for the client to send it.
        board: 'SDS Ready to send',
      },
      on: {
        ...archiveFlag,
        'distribution.send': {
          target: 'awaitingSdsAcceptance',
          actions: ['issueSds', 'markSdsIssued'],
          meta: {
            description:
              'Issue the SDS (conclusion and reasons, rendered once and hashed; any earlier SDS superseded) and send it to every party on the list',
            roles: CLIENT_ROLES,
          },
        },
      },
    },
    awaitingSdsAcceptance: {
      tags: ['sdsIssued'],
      meta: {
        title: 'Awaiting SDS Acceptance',
        description: 'The SDS is out; every party still on the list is to acknowledge it',
        status: 'Awaiting SDS Acceptance',
        // Sent but not acknowledged by every party: until the worker has the SDS the client carries the
        // fee-payer's liability (s.61N(5)), so the SDS work is not done and the card stays in the SDS column.
        board: 'SDS Ready to send',
      },
      on: {
        ...archiveFlag,
        ...reassessment,
        'distribution.acknowledged': [
          {
            guard: 'allAcknowledged',
            target: 'complete',
            meta: { description: 'The last party still on the list acknowledges', roles: SDS_PARTIES },
          },
          {
            actions: 'recordAcknowledgement',
            meta: { description: 'A party acknowledges; others have not yet', roles: SDS_PARTIES },
          },
        ],
        'distribution.removed': [
          {
            guard: 'allAcknowledged',
            target: 'complete',
            meta: { description: 'A party is removed and every party left has acknowledged', roles: CLIENT_ROLES },
          },
          {
            actions: 'recordRemoval',
            meta: { description: 'A party is removed; others have still to acknowledge', roles: CLIENT_ROLES },
          },
        ],
        'distribution.send': sendToAddedParty,
        'dispute.raise': {
          target: 'inDispute',
          actions: 'notifyClientOfDispute',
          meta: { description: 'A party disagrees with the SDS, with reasons (s.61T)', roles: SDS_PARTIES },
        },
      },
    },
    inDispute: {
      tags: ['sdsIssued'],
      meta: {
        title: 'In Dispute',
        description: 'A party disputes the SDS; the client must respond within 45 days of receiving it',
        status: 'In Dispute',
        board: 'In Dispute',
      },
      on: {
        ...archiveFlag,
        ...reassessment,
        'dispute.raise': {
          actions: 'notifyClientOfDispute',
          meta: { description: 'Another party disputes as well', roles: SDS_PARTIES },
        },
        'dispute.uphold': [
          {
            guard: 'otherDisputesOpen',
            actions: 'recordDisputeResponse',
            meta: {
              description: 'The client upholds the SDS with reasons; other disputes are still open',
              roles: CLIENT_ROLES,
            },
          },
          {
            guard: 'allAcknowledged',
            target: 'complete',
            meta: {
              description:
                'The client upholds the SDS with reasons; the last open dispute, and every party has acknowledged',
              roles: CLIENT_ROLES,
            },
          },
          {
            target: 'awaitingSdsAcceptance',
            meta: {
              description:
                'The client upholds the SDS with reasons; the last open dispute, acknowledgements outstanding',
              roles: CLIENT_ROLES,
            },
          },
        ],
        'dispute.withdrawSds': {
          target: 'reopened',
          actions: ['withdrawSds', 'markSdsWithdrawn', 'reopenAssessment'],
          meta: {
            description:
              'The client withdraws the SDS (answering every open dispute): it is marked withdrawn and the assessment reopens for the new SDS',
            roles: CLIENT_ROLES,
          },
        },
        'distribution.acknowledged': {
          actions: 'recordAcknowledgement',
          meta: { description: 'A party acknowledges while a dispute is open', roles: SDS_PARTIES },
        },
        'distribution.send': sendToAddedParty,
      },
    },
    complete: {
      // The process is done: a role here is a completed role, which a new engagement may copy.
      tags: ['sdsIssued', 'completed'],
      meta: {
        title: 'Complete',
        description: 'Complete (also seen as Completed)',
        status: 'Complete',
        board: 'Complete',
      },
      on: {
        ...archiveFlag,
        ...reassessment,
        'engagement.reopen': [
          {
            guard: 'isOwnReview',
            target: 'reopened',
            actions: 'reopenAssessment',
            meta: {
              description: 'The worker reopens their own review: the answers can be changed; the previous one is kept',
              roles: OWN_REVIEWER,
            },
          },
          {
            target: 'reopened',
            actions: 'reopenAssessment',
            meta: {
              description: 'Reopen: the answers can be changed; the previous assessment is kept',
              roles: CLIENT_ROLES,
            },
          },
        ],
        'dispute.raise': {
          guard: 'issuesSds',
          target: 'inDispute',
          actions: 'notifyClientOfDispute',
          meta: { description: 'A party disagrees with the SDS after acknowledging it (s.61T)', roles: SDS_PARTIES },
        },
        'distribution.send': {
          guard: 'issuesSds',
          target: 'awaitingSdsAcceptance',
          actions: 'sendSdsToNewParties',
          meta: {
            description: 'The SDS is sent to a party added after completion: that party has yet to acknowledge',
            roles: CLIENT_ROLES,
          },
        },
      },
    },
    reopened: {
      // The answers replace a previous result: the questionnaire opens in reopen mode.
      tags: ['sdsIssued', 'reopenMode'],
      meta: {
        title: 'Reopened',
        description: 'A completed assessment reopened, or reopened because its SDS was withdrawn',
        status: 'Reopened',
        // The client is answering again: the same work as Started, left the same way (answers.submit).
        board: 'Started',
      },
      on: {
        ...archiveFlag,
        'answers.submit': [
          {
            guard: 'isOwnReview',
            target: 'complete',
            meta: routed('The worker submits their changed answers', 'ownReview', OWN_REVIEWER),
          },
          {
            guard: 'contractorQuestionsRemain',
            target: 'awaitingContractor',
            actions: 'requestContractorAnswers',
            meta: routed(CHANGED_ANSWERS, 'contractorAsked', ASSESSOR_ROLES),
          },
          {
            guard: 'hasReviewers',
            target: 'awaitingReview',
            actions: 'openReviews',
            meta: routed(CHANGED_ANSWERS, 'reviewersReview', ASSESSOR_ROLES),
          },
          {
            guard: 'issuesSds',
            target: 'awaitingDistribution',
            actions: 'prepareDistribution',
            meta: routed(CHANGED_ANSWERS, 'sdsReady', ASSESSOR_ROLES),
          },
          { target: 'complete', meta: routed(CHANGED_ANSWERS, 'noSds', ASSESSOR_ROLES) },
        ],
        'questionSet.update': questionSetUpdate,
        'reviewers.update': {
          actions: 'updateReviewers',
          meta: { description: 'The sign-off users are changed before the answers are submitted', roles: CLIENT_ROLES },
        },
        'assessment.cancelReopen': [
          {
            guard: 'isOwnReview',
            target: 'complete',
            actions: 'restorePreviousAssessment',
            meta: {
              description: 'The worker cancels the reopening of their own review: the previous one is restored',
              roles: OWN_REVIEWER,
            },
          },
          {
            guard: 'reopeningCanBeCancelled',
            target: 'complete',
            actions: 'restorePreviousAssessment',
            meta: { description: 'Cancel the reopening: the previous assessment is restored', roles: CLIENT_ROLES },
          },
        ],
      },
    },
    deleted: {
      type: 'final',
      meta: { title: 'Deleted', description: 'Deleted while Started; only the tombstone in the audit trail remains' },
    },
  },
})

/**
 * The SDS download and the distribution block show for a contractor engagement whose SDS has gone out
 * (rule sds.download: not in Started, Awaiting Review, Awaiting Contractor or Awaiting Distribution); never for a
 * worker's own review, which has no SDS.
 * Views ask the machine through this, never a list of statuses.
 */
export const sdsAvailable = (snapshot: SnapshotFrom<typeof engagementMachine>) =>
  snapshot.context.hasContractor && !snapshot.context.ownReview && snapshot.hasTag('sdsIssued')

export type EngagementStateValue = Extract<SnapshotFrom<typeof engagementMachine>['value'], string>
