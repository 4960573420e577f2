// A reviewer record as a governed entity: its row holds the reviewer machine's snapshot. The sign-off date
// follows the state: set when the record completes, cleared when a reset reopens it.
import { sql } from 'drizzle-orm'
import type { ReviewerStatus } from '#domain/reviewers'
import { reviewerMachine } from '#machines/reviewer.machine'
import { reviewerStatus } from '#machines/state-map'
import { engagementReviewers } from '../../db/schema.ts'
import type { GovernedEntity } from '../../workflow/engine.ts'
import { governedRow } from '../../workflow/governed-row.ts'

export const reviewerStatusOf = (snapshot: { value: unknown }): ReviewerStatus => reviewerStatus.of(snapshot.value)!

export const reviewerEntity: GovernedEntity<typeof reviewerMachine> = {
  type: 'reviewer',
  machine: reviewerMachine,
  ...governedRow(engagementReviewers, {
    columns: (next) => {
      const completed = next.hasTag('signedOff')
      return {
        status: reviewerStatusOf(next),
        // A transfer moves the record to the replacement person.
        actorId: next.context.actorId,
        signedOffAt: completed ? sql`coalesce(${engagementReviewers.signedOffAt}, now())` : null,
        ...(completed ? {} : { signedOffBy: null }),
      }
    },
  }),
  describe: (snapshot) => reviewerStatusOf(snapshot),
  actions: {
    notifyReviewer: { kind: 'outbox' },
    // The sign-off (who, when) is written by the sign-off command and this record's save; a reset's save clears it.
    recordSignOff: { kind: 'withCommand' },
    clearSignOff: { kind: 'withCommand' },
    transferTo: { kind: 'contextOnly' },
  },
}
