// A worker links their own working practices review to a client engagement they are the contractor of, so the
// two sets of answers can be compared; or removes the link. Only the review's worker may do either; the change
// is written with a version check and an audit event on the review's trail, in one transaction.
import { CONTRADICTION_MESSAGES, type LinkEngagementBody } from '#domain/answer-contradictions'
import type { AccessTokenClaims } from '#domain/session'
import type { Database } from '../../db/client.ts'
import { Conflict, Invalid } from '../../http/errors.ts'
import { updateEngagementDetails } from '../assessments/engagement-commands.service.ts'
import { ownReviewInReach } from '../engagements/own-review-access.ts'
import { linkableEngagements } from './review-link.queries.ts'

type Caller = { db: Database; session: AccessTokenClaims }

const LINK_FIELD = 'linked_engagement_id'

/** GET .../working-practices-reviews/{id}/linkable-engagements: what the review's link control offers. */
export const listLinkableEngagements = async ({ db, session }: Caller, reviewId: string) => {
  await ownReviewInReach(db, session, reviewId)
  return linkableEngagements(db, session.actorId)
}

const setLink = async (
  { db, session }: Caller,
  reviewId: string,
  linkedEngagementId: string | null,
  expectedVersion: number | null,
) => {
  const { firer } = await ownReviewInReach(db, session, reviewId)
  await updateEngagementDetails({
    db,
    id: reviewId,
    firer,
    expectedVersion,
    stale: CONTRADICTION_MESSAGES.staleReview,
    values: { linkedEngagementId },
    fields: [LINK_FIELD],
    audit: {
      eventType: linkedEngagementId ? 'engagement.link' : 'engagement.unlink',
      payload: { [LINK_FIELD]: linkedEngagementId },
    },
  })
}

/** PUT .../working-practices-reviews/{id}/linked-engagement */
export const linkReviewToEngagement = async (
  caller: Caller,
  reviewId: string,
  body: LinkEngagementBody,
  expectedVersion: number | null,
) => {
  const { engagement } = await ownReviewInReach(caller.db, caller.session, reviewId)
  const [target] = await linkableEngagements(caller.db, caller.session.actorId, body.engagement_id)
  if (!target || target.id === engagement.id)
    throw Invalid(CONTRADICTION_MESSAGES.notYourEngagement, [
      { path: 'engagement_id', message: CONTRADICTION_MESSAGES.notYourEngagement },
    ])
  await setLink(caller, reviewId, target.id, expectedVersion)
}

/** DELETE .../working-practices-reviews/{id}/linked-engagement */
export const unlinkReview = async (caller: Caller, reviewId: string, expectedVersion: number | null) => {
  const { engagement } = await ownReviewInReach(caller.db, caller.session, reviewId)
  if (!engagement.linkedEngagementId) throw Conflict(CONTRADICTION_MESSAGES.nothingToUnlink)
  await setLink(caller, reviewId, null, expectedVersion)
}
