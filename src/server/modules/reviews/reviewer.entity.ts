// A reviewer record as a governed entity: its row holds the reviewer machine's snapshot. The sign-off date
// follows the state: set when the record completes, cleared when a reset reopens it.
import { and, eq, sql } from 'drizzle-orm'
import type { ReviewerStatus } from '#domain/reviewers'
import { reviewerMachine } from '#machines/reviewer.machine'
import { reviewerStatus } from '#machines/state-map'
import { engagementReviewers } from '../../db/schema.ts'
import { type GovernedEntity, persist } from '../../workflow/engine.ts'

export const reviewerStatusOf = (snapshot: { value: unknown }): ReviewerStatus => reviewerStatus.of(snapshot.value)!

export const reviewerEntity: GovernedEntity<typeof reviewerMachine> = {
  type: 'reviewer',
  machine: reviewerMachine,
  load: async (tx, id) => {
    const rows = await tx
      .select({ state: engagementReviewers.state, version: engagementReviewers.version })
      .from(engagementReviewers)
      .where(eq(engagementReviewers.id, id))
      .for('update')
    return rows[0] ? { state: rows[0].state as never, version: rows[0].version } : null
  },
  save: async (tx, id, next, version) => {
    const completed = next.hasTag('signedOff')
    const updated = await tx
      .update(engagementReviewers)
      .set({
        state: persist(next),
        status: reviewerStatusOf(next),
        // A transfer moves the record to the replacement person.
        actorId: next.context.actorId,
        signedOffAt: completed ? sql`coalesce(${engagementReviewers.signedOffAt}, now())` : null,
        ...(completed ? {} : { signedOffBy: null }),
        version: sql`${engagementReviewers.version} + 1`,
      })
      .where(and(eq(engagementReviewers.id, id), eq(engagementReviewers.version, version)))
      .returning({ id: engagementReviewers.id })
    return updated.length === 1
  },
  describe: (snapshot) => reviewerStatusOf(snapshot),
  actions: {
    notifyReviewer: { kind: 'outbox' },
    // The sign-off (who, when) is written by the sign-off command and this record's save; a reset's save clears it.
    recordSignOff: { kind: 'withCommand' },
    clearSignOff: { kind: 'withCommand' },
    transferTo: { kind: 'contextOnly' },
  },
}
