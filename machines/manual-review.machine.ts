// The provider's manual review of an engagement (rules manual-reviews.list, manual-review.screen, manual-review.flow,
// manual-review.assignees): the item in the Manual Reviews list, open or closed, assigned to a manual reviewer or not.
// Reviewers override the result (Inside by any manual reviewer, Outside only by the Consultancy Manager) and
// finalise, which completes the provider group's reviewer record (machines/reviewer.machine.ts).
import { and, assign, setup } from 'xstate'
import { ROLE } from '#domain/roles'
import { MANUAL_REVIEW_ROLES, PARTY, type StateMeta, type TransitionMeta } from './meta.ts'

export type OverrideResult = 'Inside' | 'Outside'

/** Override Inside maps to result code FAIL, Outside to PASS (rule override.rules). */
export const OVERRIDE_RESULT_CODE = { Inside: 'FAIL', Outside: 'PASS' } as const satisfies Record<
  OverrideResult,
  string
>

export const OVERRIDE_REASON_MIN = 10
export const OVERRIDE_REASON_MAX = 250

/** Leading whitespace trimmed, then 10 to 250 characters (rule override.rules). */
export const isValidOverrideReason = (reason: string): boolean => {
  const trimmed = reason.trimStart()
  return trimmed.length >= OVERRIDE_REASON_MIN && trimmed.length <= OVERRIDE_REASON_MAX
}

export type ManualReviewContext = {
  readonly assigneeId: string | null
  /** The result chosen by the last override; null while the computed result stands. */
  readonly override: OverrideResult | null
  /** How many unresolved comments the finaliser acknowledged; null until finalised. */
  readonly unresolvedCommentsAtFinalise: number | null
}

export type ManualReviewEvent =
  | { type: 'review.assign'; assigneeId: string; assigneeIsManualReviewer: boolean }
  | { type: 'review.unassign' }
  | { type: 'override.inside'; roles: readonly string[]; reason: string }
  | { type: 'override.outside'; roles: readonly string[]; reason: string }
  | { type: 'review.finalise'; finishedReviewing: boolean; unresolvedComments: number; confirmed: boolean }
  | { type: 'review.reset' }

const rolesOf = (event: ManualReviewEvent): readonly string[] =>
  event.type === 'override.inside' || event.type === 'override.outside' ? event.roles : []

const assigning = {
  guard: 'isEligibleAssignee',
  target: '#manualReview.open.assigned',
  actions: 'assignReviewer',
  meta: {
    description: 'Assign to an actor of the provider organisation who holds the manual reviewer role',
    roles: MANUAL_REVIEW_ROLES,
  },
} as const

export const manualReviewMachine = setup({
  types: {} as {
    context: ManualReviewContext
    events: ManualReviewEvent
    meta: StateMeta<'Open' | 'Closed'>
    transitionMeta: TransitionMeta
  },
  guards: {
    isEligibleAssignee: ({ context, event }) =>
      event.type === 'review.assign' && event.assigneeIsManualReviewer && event.assigneeId !== context.assigneeId,
    // A read-only role never grants an override; the role that does must be held as well.
    isManualReviewerOrConsultancyManager: ({ event }) =>
      rolesOf(event).includes(ROLE.providerManualReviewer) || rolesOf(event).includes(ROLE.consultancyManager),
    isConsultancyManager: ({ event }) => rolesOf(event).includes(ROLE.consultancyManager),
    hasOverrideReason: ({ event }) =>
      (event.type === 'override.inside' || event.type === 'override.outside') && isValidOverrideReason(event.reason),
    // The "finished reviewing" box is ticked and the confirmation (with the unresolved-comments count) accepted.
    isReadyToFinalise: ({ event }) => event.type === 'review.finalise' && event.finishedReviewing && event.confirmed,
    hasAssignee: ({ context }) => context.assigneeId !== null,
  },
  actions: {
    // Provided by the server.
    recordOverride: () => {},
    completeReviewerRecord: () => {},
    assignReviewer: assign({
      assigneeId: ({ context, event }) => (event.type === 'review.assign' ? event.assigneeId : context.assigneeId),
    }),
    unassignReviewer: assign({ assigneeId: null }),
    overrideInside: assign({ override: 'Inside' as const }),
    overrideOutside: assign({ override: 'Outside' as const }),
    recordFinalise: assign({
      unresolvedCommentsAtFinalise: ({ context, event }) =>
        event.type === 'review.finalise' ? event.unresolvedComments : context.unresolvedCommentsAtFinalise,
    }),
    forgetReview: assign({ override: null, unresolvedCommentsAtFinalise: null }),
  },
}).createMachine({
  id: 'manualReview',
  context: { assigneeId: null, override: null, unresolvedCommentsAtFinalise: null },
  initial: 'open',
  meta: {
    title: 'Manual review',
    description:
      "The provider's review of an engagement's result: assign and unassign, override Inside or Outside, finalise.",
  },
  states: {
    open: {
      // Listed under Open: the team works on it; finalising closes it.
      tags: ['underReview'],
      meta: { title: 'Open', description: 'Open: listed under Open in Manual Reviews', status: 'Open' },
      initial: 'unassigned',
      on: {
        'override.inside': {
          guard: and(['isManualReviewerOrConsultancyManager', 'hasOverrideReason']),
          actions: ['overrideInside', 'recordOverride'],
          meta: {
            description:
              'Override to Inside (result code FAIL) with a reason of 10 to 250 characters; may be overridden again',
            roles: MANUAL_REVIEW_ROLES,
          },
        },
        'override.outside': {
          guard: and(['isConsultancyManager', 'hasOverrideReason']),
          actions: ['overrideOutside', 'recordOverride'],
          meta: {
            description:
              'Override to Outside (result code PASS): only the Consultancy Manager; others are told to contact the IR35 Consultancy Manager',
            roles: [ROLE.consultancyManager],
          },
        },
        'review.finalise': {
          guard: 'isReadyToFinalise',
          target: 'closed',
          actions: ['recordFinalise', 'completeReviewerRecord'],
          meta: {
            description:
              'Finalise review: "finished reviewing" ticked and the prompt ("There are N unresolved comments - do you wish to continue?" or "Are you sure you wish to finalise?") accepted',
            roles: MANUAL_REVIEW_ROLES,
          },
        },
      },
      states: {
        unassigned: {
          meta: { title: 'Not assigned', description: 'No assignee' },
          on: { 'review.assign': assigning },
        },
        assigned: {
          meta: { title: 'Assigned', description: 'Assigned to a manual reviewer' },
          on: {
            'review.assign': {
              ...assigning,
              meta: { ...assigning.meta, description: 'Reassign to another manual reviewer' },
            },
            'review.unassign': {
              target: 'unassigned',
              actions: 'unassignReviewer',
              meta: { description: 'Unassign (assign with actor_id null)', roles: MANUAL_REVIEW_ROLES },
            },
          },
        },
      },
    },
    closed: {
      meta: {
        title: 'Closed',
        description: "Closed: finalised; the provider group's reviewer record is completed",
        status: 'Closed',
      },
      on: {
        'review.reset': [
          {
            guard: 'hasAssignee',
            target: 'open.assigned',
            actions: 'forgetReview',
            meta: {
              description:
                'The client changed the answers while in review: the review opens again, with the same assignee',
              roles: [PARTY.system],
            },
          },
          {
            target: 'open.unassigned',
            actions: 'forgetReview',
            meta: {
              description: 'The client changed the answers while in review: the review opens again',
              roles: [PARTY.system],
            },
          },
        ],
      },
    },
  },
})
