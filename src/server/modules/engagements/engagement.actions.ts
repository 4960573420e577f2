// What each action of the engagement machine does on the server (docs/process.md "Actions are the effects").
// The work that touches other features (opening reviews, adding the contractor to the SDS distribution, issuing
// the SDS, reopening the assessment) belongs to the modules of those features, which sit above this one and
// import the engagement entity: they hand it over once, from assessments/engagement-effects.ts (docs/modules.md).
import type { engagementMachine } from '#machines/engagement.machine'
import type { ActionContext } from '../../workflow/actions.ts'
import type { GovernedEntity } from '../../workflow/engine.ts'

/** The in-transaction work of the engagement's actions that the features above this module do. */
export type EngagementEffects = {
  readonly openReviews: (context: ActionContext) => Promise<void>
  readonly openAddedReviews: (context: ActionContext) => Promise<void>
  readonly prepareDistribution: (context: ActionContext) => Promise<void>
  readonly issueSds: (context: ActionContext) => Promise<void>
  readonly reopenAssessment: (context: ActionContext) => Promise<void>
}

let effects: EngagementEffects | undefined

/** Called once when the server's modules load; a second call replaces the first (the same functions). */
export const provideEngagementEffects = (given: EngagementEffects) => {
  effects = given
}

/** A missing effect is a fault in how the server was put together, never a silently skipped action. */
const effect =
  (name: keyof EngagementEffects) =>
  (context: ActionContext): Promise<void> => {
    if (!effects) throw new Error(`The engagement action "${name}" runs before the features gave its work`)
    return effects[name](context)
  }

const inTransaction = (name: keyof EngagementEffects) => ({ kind: 'inTransaction', run: effect(name) }) as const
const withCommand = { kind: 'withCommand' } as const
const outbox = { kind: 'outbox' } as const
const contextOnly = { kind: 'contextOnly' } as const

export const engagementActions: GovernedEntity<typeof engagementMachine>['actions'] = {
  saveProgress: withCommand,
  requestContractorAnswers: outbox,
  updateReviewers: withCommand,
  recordSignOff: withCommand,
  openReviews: inTransaction('openReviews'),
  openAddedReviews: inTransaction('openAddedReviews'),
  prepareDistribution: inTransaction('prepareDistribution'),
  notifyReviewsComplete: outbox,
  issueSds: inTransaction('issueSds'),
  sendSdsToNewParties: withCommand,
  recordAcknowledgement: withCommand,
  recordRemoval: withCommand,
  notifyClientOfDispute: outbox,
  recordDisputeResponse: withCommand,
  withdrawSds: withCommand,
  reopenAssessment: inTransaction('reopenAssessment'),
  restorePreviousAssessment: withCommand,
  createReassessment: withCommand,
  remindReassessment: outbox,
  moveToNewerQuestionSet: withCommand,
  deleteEngagement: withCommand,
  markArchived: contextOnly,
  markUnarchived: contextOnly,
  markSdsWithdrawn: contextOnly,
  markSdsIssued: contextOnly,
}
