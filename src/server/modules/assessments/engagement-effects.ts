// The engagement machine's in-transaction actions, done by the features that own the records they touch. This
// module sits above them all, so it hands their work to the engagement entity below (docs/modules.md); whatever
// runs engagement commands imports this file first (the app, the seeds, the list of governed entities).
import { eq } from 'drizzle-orm'
import { engagements } from '../../db/schema.ts'
import { provideEngagementEffects } from '../engagements/engagement.actions.ts'
import { openAddedReviews, openReviews } from '../reviews/reviewer-records.ts'
import { issueSdsForSending, type SdsFiles } from '../sds/assessment-documents.service.ts'
import { ensureContractorParty } from '../sds/contractor-party.ts'
import { reopenCurrentAssessment } from './assessment-lifecycle.service.ts'

provideEngagementEffects({
  openReviews: ({ tx, entityId }) => openReviews(tx, entityId),
  openAddedReviews: ({ tx, entityId }) => openAddedReviews(tx, entityId),
  prepareDistribution: async ({ tx, entityId }) => {
    await ensureContractorParty(tx, entityId)
  },
  // The SDS is issued with the blob store and renderer the sending command was given.
  issueSds: async ({ tx, entityId, firer, services }) => {
    if (!services) throw new Error('Issuing an SDS needs the blob store and the PDF renderer')
    const engagement = (await tx.select().from(engagements).where(eq(engagements.id, entityId)))[0]!
    await issueSdsForSending(tx, services as SdsFiles, engagement, firer)
  },
  reopenAssessment: ({ tx, entityId }) => reopenCurrentAssessment(tx, entityId),
})
