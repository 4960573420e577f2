// The facts about other records that the engagement machine's guards read, each defined once. The engine works
// them out after locking the engagement, in the command's transaction (docs/process.md "Facts an event carries"),
// so a reviewer added or a party acknowledging at the same moment is either seen or made to wait.
import { and, eq, inArray } from 'drizzle-orm'
import { disputeStatus, distributionStatus, onDistributionList, onReviewPanel, signedOff } from '#machines/state-map'
import type { Transaction } from '../../db/client.ts'
import { disputes, distributions, engagementReviewers } from '../../db/schema.ts'

export type EngagementFact = 'hasReviewers' | 'allSignedOff' | 'allAcknowledged' | 'otherDisputesOpen'

/** The reviewer records still on the engagement's panel (removed ones stay only for the record). */
const reviewersOnPanel = async (tx: Transaction, engagementId: string) =>
  (
    await tx
      .select({ status: engagementReviewers.status })
      .from(engagementReviewers)
      .where(eq(engagementReviewers.engagementId, engagementId))
  ).filter(onReviewPanel)

const FACTS: Record<EngagementFact, (tx: Transaction, engagementId: string) => Promise<boolean>> = {
  /** Someone is to sign off: a person or a group (the consultancy group included) is on the engagement. */
  hasReviewers: async (tx, id) => (await reviewersOnPanel(tx, id)).length > 0,
  /** Every reviewer still on the engagement has signed off; none left counts as all signed off. */
  allSignedOff: async (tx, id) => (await reviewersOnPanel(tx, id)).every(signedOff),
  /** Every party the SDS went to and still on the list has acknowledged it (and there is at least one). */
  allAcknowledged: async (tx, id) => {
    const sentTo = (
      await tx.select({ status: distributions.status }).from(distributions).where(eq(distributions.engagementId, id))
    ).filter((row) => onDistributionList(row) && !distributionStatus.hasTag(row.status, 'unsent'))
    return sentTo.length > 0 && sentTo.every((row) => distributionStatus.hasTag(row.status, 'acknowledged'))
  },
  /** A dispute on the engagement is still open (the one being answered is resolved first, in the same command). */
  otherDisputesOpen: async (tx, id) =>
    (
      await tx
        .select({ id: disputes.id })
        .from(disputes)
        .where(and(eq(disputes.engagementId, id), inArray(disputes.status, disputeStatus.tagged('awaitingResponse'))))
        .limit(1)
    ).length > 0,
}

/** The facts each event's guards read; an event not listed needs none. */
const FACTS_OF_EVENT: Readonly<Record<string, readonly EngagementFact[]>> = {
  'answers.submit': ['hasReviewers'],
  'contractorAnswers.submit': ['hasReviewers'],
  'contractorQuestions.retract': ['hasReviewers'],
  'reviewers.update': ['allSignedOff'],
  'review.signOff': ['allSignedOff'],
  'distribution.acknowledged': ['allAcknowledged'],
  'distribution.removed': ['allAcknowledged'],
  'dispute.uphold': ['otherDisputesOpen', 'allAcknowledged'],
}

/** The facts for one event, read one after the other on the transaction's connection. */
export const engagementFacts = async (tx: Transaction, engagementId: string, event: { type: string }) => {
  const facts: Partial<Record<EngagementFact, boolean>> = {}
  for (const fact of FACTS_OF_EVENT[event.type] ?? []) facts[fact] = await FACTS[fact](tx, engagementId)
  return facts
}
