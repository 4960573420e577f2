// A manual review item as a governed entity: its row holds the manual-review machine's snapshot, with the
// status (Open, Closed) and the assignee written out as columns for the list and its indexes.
import { manualReviewMachine } from '#machines/manual-review.machine'
import { manualReviewStatus } from '#machines/state-map'
import { manualReviews } from '../../db/schema.ts'
import type { GovernedEntity } from '../../workflow/engine.ts'
import { governedRow } from '../../workflow/governed-row.ts'

export type ManualReviewStatus = 'Open' | 'Closed'

export const manualReviewStatusOf = (snapshot: { value: unknown }): ManualReviewStatus =>
  manualReviewStatus.of(snapshot.value)!

export const manualReviewEntity: GovernedEntity<typeof manualReviewMachine> = {
  type: 'manual review',
  machine: manualReviewMachine,
  ...governedRow(manualReviews, {
    columns: (next) => ({ status: manualReviewStatusOf(next), assigneeActorId: next.context.assigneeId }),
  }),
  describe: (snapshot) => manualReviewStatusOf(snapshot),
  // The command that fires the event writes what it is about (the override, the record it completes).
  actions: {
    recordOverride: { kind: 'withCommand' },
    completeReviewerRecord: { kind: 'withCommand' },
    assignReviewer: { kind: 'contextOnly' },
    unassignReviewer: { kind: 'contextOnly' },
    overrideInside: { kind: 'contextOnly' },
    overrideOutside: { kind: 'contextOnly' },
    recordFinalise: { kind: 'contextOnly' },
    forgetReview: { kind: 'contextOnly' },
  },
}
