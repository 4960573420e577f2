// A manual review item as a governed entity: its row holds the manual-review machine's snapshot, with the
// status (Open, Closed) and the assignee written out as columns for the list and its indexes.
import { and, eq, sql } from 'drizzle-orm'
import { manualReviewMachine } from '#machines/manual-review.machine'
import { manualReviewStatus } from '#machines/state-map'
import { manualReviews } from '../../db/schema.ts'
import { type GovernedEntity, persist } from '../../workflow/engine.ts'

export type ManualReviewStatus = 'Open' | 'Closed'

export const manualReviewStatusOf = (snapshot: { value: unknown }): ManualReviewStatus =>
  manualReviewStatus.of(snapshot.value)!

export const manualReviewEntity: GovernedEntity<typeof manualReviewMachine> = {
  type: 'manual review',
  machine: manualReviewMachine,
  load: async (tx, id) => {
    const rows = await tx
      .select({ state: manualReviews.state, version: manualReviews.version })
      .from(manualReviews)
      .where(eq(manualReviews.id, id))
      .for('update')
    return rows[0] ? { state: rows[0].state as never, version: rows[0].version } : null
  },
  save: async (tx, id, next, version) => {
    const updated = await tx
      .update(manualReviews)
      .set({
        state: persist(next),
        status: manualReviewStatusOf(next),
        assigneeActorId: next.context.assigneeId,
        version: sql`${manualReviews.version} + 1`,
      })
      .where(and(eq(manualReviews.id, id), eq(manualReviews.version, version)))
      .returning({ id: manualReviews.id })
    return updated.length === 1
  },
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
