// The provider's manual reviews in the scale data: a borderline submission puts the consultancy group's
// reviewer record on the engagement and opens it, which queues a manual review item sharing its id; signing off
// completes the record and closes the item. Each lifecycle is walked once through the real reviewer and
// manual-review machines, as the sign-off and manual review services would move them.

import { ROLE } from '#domain/roles'
import { manualReviewMachine } from '#machines/manual-review.machine'
import { PARTY } from '#machines/meta'
import { reviewerMachine } from '#machines/reviewer.machine'
import { manualReviewStatusOf } from '../../src/server/modules/manual-reviews/manual-review.entity.ts'
import { reviewerStatusOf } from '../../src/server/modules/reviews/reviewer.entity.ts'
import { type Walk, walkMachine } from './machine-walk.ts'

type Firer = 'system' | 'consultant'
export const REVIEW_FIRER_ROLES: Record<Firer, readonly string[]> = {
  system: [PARTY.system],
  consultant: [ROLE.consultancyManager],
}

export type ReviewPath = {
  reviewer: Walk<Firer> & { status: string }
  manualReview: Walk<Firer> & { status: string; assigned: boolean }
}

/** `consultant`: the actor who takes and finalises the reviews (the demo Consultancy Manager). */
export const reviewPaths = (groupId: string, consultant: string) => {
  const reviewer = (complete: boolean) => {
    const walk = walkMachine(
      reviewerMachine,
      { actorId: null, groupId, mandatorySignOff: false },
      { eventType: 'review.choose', by: 'system' },
      [
        { event: { type: 'review.open' }, by: 'system' },
        ...(complete
          ? [
              {
                event: { type: 'review.complete', actorId: consultant, actorIsGroupMember: true } as const,
                by: 'consultant' as const,
              },
            ]
          : []),
      ],
    )
    return { ...walk, status: reviewerStatusOf(walk.snapshot) }
  }
  const manualReview = (next: 'unassigned' | 'assigned' | 'finalised') => {
    const walk = walkMachine(
      manualReviewMachine,
      undefined,
      { eventType: 'review.submit', by: 'system' },
      next === 'assigned'
        ? [
            {
              event: { type: 'review.assign', assigneeId: consultant, assigneeIsManualReviewer: true },
              by: 'consultant',
            },
          ]
        : next === 'finalised'
          ? [
              {
                event: { type: 'review.finalise', finishedReviewing: true, confirmed: true, unresolvedComments: 0 },
                by: 'consultant',
              },
            ]
          : [],
    )
    return { ...walk, status: manualReviewStatusOf(walk.snapshot), assigned: next === 'assigned' }
  }
  return {
    openUnassigned: { reviewer: reviewer(false), manualReview: manualReview('unassigned') },
    openAssigned: { reviewer: reviewer(false), manualReview: manualReview('assigned') },
    closed: { reviewer: reviewer(true), manualReview: manualReview('finalised') },
  } satisfies Record<string, ReviewPath>
}
