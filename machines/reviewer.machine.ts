// One reviewer's record on an engagement, used by sign-off review and by manual review alike (rules
// records.reviewer, signoff.review, manual-review.flow): created, opened to the reviewer, completed. A record
// belongs to one actor or to a group; a group's record is completed by any member of the group.
import { assign, setup } from 'xstate'
import type { ReviewerStatus } from '#domain/reviewers'
import {
  CLIENT_ROLES,
  MANUAL_REVIEW_ROLES,
  PARTY,
  type StateMeta,
  type TransitionMeta,
  USER_ADMIN_ROLES,
} from './meta.ts'

export type ReviewerContext = {
  /** The individual reviewer; null for a group's record. */
  readonly actorId: string | null
  /** The group (e.g. the provider's consultancy group); null for an individual's record. */
  readonly groupId: string | null
  /** The organisation requires sign-off: at least one individual reviewer must stay on the engagement. */
  readonly mandatorySignOff: boolean
}

export type ReviewerInput = ReviewerContext

export type ReviewerEvent =
  | { type: 'review.open' }
  | { type: 'review.complete'; actorId: string; actorIsGroupMember: boolean }
  | { type: 'review.transfer'; toActorId: string; targetEligible: boolean }
  | { type: 'review.remove'; otherIndividualReviewers: number }
  | { type: 'review.reset' }

const REVIEWER_EDITORS = CLIENT_ROLES

const completeByGroupMember = {
  guard: 'isGroupMember',
  target: 'completed',
  actions: 'recordSignOff',
  meta: {
    description:
      "A member of the group completes the group's record (for the provider's group: finalising the manual review)",
    roles: [PARTY.reviewer, ...MANUAL_REVIEW_ROLES],
  },
} as const

const outstanding = {
  'review.transfer': {
    guard: 'canTransferTo',
    actions: ['transferTo', 'notifyReviewer'],
    meta: {
      description:
        "Swap of reviews: the record moves to another eligible user (Sign Off User); a group's record does not move",
      roles: USER_ADMIN_ROLES,
    },
  },
  'review.remove': {
    guard: 'keepsMandatorySignOff',
    target: 'removed',
    meta: {
      description:
        'The reviewer is taken off the engagement; with mandatory sign-off one individual reviewer must remain',
      roles: REVIEWER_EDITORS,
    },
  },
} as const

export const reviewerMachine = setup({
  types: {} as {
    context: ReviewerContext
    events: ReviewerEvent
    input: ReviewerInput
    meta: StateMeta<ReviewerStatus>
    transitionMeta: TransitionMeta
  },
  guards: {
    // Reviewer finalisation acts on the current user's own record (rule signoff.finalise).
    isOwnRecord: ({ context, event }) =>
      context.groupId === null && event.type === 'review.complete' && event.actorId === context.actorId,
    isGroupMember: ({ context, event }) =>
      context.groupId !== null && event.type === 'review.complete' && event.actorIsGroupMember,
    canTransferTo: ({ context, event }) =>
      context.groupId === null &&
      event.type === 'review.transfer' &&
      event.targetEligible &&
      event.toActorId !== context.actorId,
    keepsMandatorySignOff: ({ context, event }) =>
      !context.mandatorySignOff ||
      context.groupId !== null ||
      (event.type === 'review.remove' && event.otherIndividualReviewers > 0),
  },
  actions: {
    // Provided by the server.
    notifyReviewer: () => {},
    recordSignOff: () => {},
    clearSignOff: () => {},
    transferTo: assign({
      actorId: ({ context, event }) => (event.type === 'review.transfer' ? event.toActorId : context.actorId),
    }),
  },
}).createMachine({
  id: 'reviewer',
  context: ({ input }) => ({
    actorId: input.actorId,
    groupId: input.groupId,
    mandatorySignOff: input.mandatorySignOff,
  }),
  initial: 'created',
  meta: {
    title: 'Reviewer record',
    description:
      'One sign-off or manual reviewer on an engagement: opened to the reviewer, completed by the reviewer (or any member of the group), transferred or removed.',
  },
  states: {
    created: {
      tags: ['onPanel', 'unopened'],
      meta: {
        title: 'Added',
        description: 'Created: the reviewer is on the engagement; the assessment is not open to them yet',
        status: 'Created',
      },
      on: {
        'review.open': {
          target: 'opened',
          actions: 'notifyReviewer',
          meta: {
            description:
              'Open the assessment to the reviewer: when the engagement reaches Awaiting Review, or "Open assessment to reviewers" on the manual review screen',
            roles: [PARTY.system, ...MANUAL_REVIEW_ROLES],
          },
        },
        // Nobody completes a record still Created: an engagement opens every record as it enters review, and only
        // then may a review be completed (docs/process.md, "Reviewer record").
        ...outstanding,
      },
    },
    opened: {
      tags: ['onPanel', 'openToReviewer'],
      meta: {
        title: 'Open to the reviewer',
        description: 'Opened: the reviewer can review (an e-mailed link leads to /review/{id})',
        status: 'Opened',
      },
      on: {
        'review.complete': [
          {
            guard: 'isOwnRecord',
            target: 'completed',
            actions: 'recordSignOff',
            meta: {
              description: 'The reviewer completes their own review: signed_off_date is set',
              roles: [PARTY.reviewer],
            },
          },
          completeByGroupMember,
        ],
        ...outstanding,
      },
    },
    completed: {
      tags: ['onPanel', 'signedOff'],
      meta: {
        title: 'Review completed',
        description: 'Completed: "You have completed your review."',
        status: 'Completed',
      },
      on: {
        'review.reset': {
          target: 'opened',
          actions: ['clearSignOff', 'notifyReviewer'],
          meta: {
            description:
              'The client changed the answers while in review: the sign-off is cleared and must be given again',
            roles: [PARTY.system],
          },
        },
      },
    },
    removed: {
      type: 'final',
      meta: { title: 'Removed', description: 'Removed: shown read-only under "Removed Users"', status: 'Removed' },
    },
  },
})

export type ReviewerStateValue = 'created' | 'opened' | 'completed' | 'removed'
