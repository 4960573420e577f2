// What each action of the engagement machine does on the server (docs/process.md "Actions are the effects"). The
// handlers are called through arrows: the modules they live in import the engagement entity in turn.
import { eq } from 'drizzle-orm'
import type { engagementMachine } from '#machines/engagement.machine'
import { engagements } from '../../db/schema.ts'
import type { ActionContext } from '../../workflow/actions.ts'
import type { GovernedEntity } from '../../workflow/engine.ts'
import { issueSdsForSending, type SdsFiles } from '../reporting/assessment-documents.service.ts'
import { openAddedReviews, openReviews } from '../reviews/reviewer-records.ts'
import { ensureContractorParty } from '../sds/contractor-party.ts'
import { reopenCurrentAssessment } from './assessment-lifecycle.service.ts'

/** The SDS is issued with the blob store and renderer the sending command was given. */
const issueSds = async ({ tx, entityId, firer, services }: ActionContext) => {
  if (!services) throw new Error('Issuing an SDS needs the blob store and the PDF renderer')
  const engagement = (await tx.select().from(engagements).where(eq(engagements.id, entityId)))[0]!
  await issueSdsForSending(tx, services as SdsFiles, engagement, firer)
}

const withCommand = { kind: 'withCommand' } as const
const outbox = { kind: 'outbox' } as const
const contextOnly = { kind: 'contextOnly' } as const

export const engagementActions: GovernedEntity<typeof engagementMachine>['actions'] = {
  saveProgress: withCommand,
  requestContractorAnswers: outbox,
  updateReviewers: withCommand,
  recordSignOff: withCommand,
  openReviews: { kind: 'inTransaction', run: ({ tx, entityId }) => openReviews(tx, entityId) },
  openAddedReviews: { kind: 'inTransaction', run: ({ tx, entityId }) => openAddedReviews(tx, entityId) },
  prepareDistribution: {
    kind: 'inTransaction',
    run: async ({ tx, entityId }) => {
      await ensureContractorParty(tx, entityId)
    },
  },
  notifyReviewsComplete: outbox,
  issueSds: { kind: 'inTransaction', run: (context) => issueSds(context) },
  sendSdsToNewParties: withCommand,
  recordAcknowledgement: withCommand,
  recordRemoval: withCommand,
  notifyClientOfDispute: outbox,
  recordDisputeResponse: withCommand,
  withdrawSds: withCommand,
  reopenAssessment: { kind: 'inTransaction', run: ({ tx, entityId }) => reopenCurrentAssessment(tx, entityId) },
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
