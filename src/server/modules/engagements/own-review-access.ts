// A worker's own working practices review is reached by the worker alone among contractors: the engagement's
// contractor record is linked to their account and the engagement is a review. The organisation's people reach
// it as any engagement of their organisation (the provider's one-off team reads it); the machine decides who acts.
import type { Permission } from '#domain/roles'
import { type AccessTokenClaims, isContractorClaims } from '#domain/session'
import { WORKING_PRACTICES_REVIEW } from '#domain/working-practices'
import type { Queryable } from '../../db/client.ts'
import { NotFound } from '../../http/errors.ts'
import { contractorEngagementInReach } from './contractor-access.ts'
import { engagementRowInReach, liveEngagement } from './engagement-access.ts'

export const isOwnReview = (engagement: { type: string }) => engagement.type === WORKING_PRACTICES_REVIEW

/** The worker's own review; 404 for anything else (another person's, or a client's engagement). */
export const ownReviewInReach = async (db: Queryable, session: AccessTokenClaims, engagementId: string) => {
  const reached = await contractorEngagementInReach(db, session, engagementId)
  if (!isOwnReview(reached.engagement)) throw NotFound('The engagement')
  return reached
}

/**
 * On a worker's review the provider's people act by their one-off permissions (rule nav.visibility, the Direct
 * menu): reading it is OneOffAssessments:Read, anything more OneOffAssessments:Update.
 */
const oneOffPermission = (permission: Permission): Permission =>
  permission.endsWith(':Read') ? 'OneOffAssessments:Read' : 'OneOffAssessments:Update'

/**
 * Who answers, reopens or reads an assessment's engagement: a contractor on their own review only, anyone else
 * as the engagement's organisation allows (by their one-off permissions on a review).
 */
export const assessorEngagementInReach = async (
  db: Queryable,
  session: AccessTokenClaims,
  engagementId: string,
  permission: Permission,
) => {
  if (isContractorClaims(session)) return ownReviewInReach(db, session, engagementId)
  // One read of the row: its type picks the permission asked, and the reach check takes it from there.
  const engagement = await liveEngagement(db, engagementId)
  const asked = engagement && isOwnReview(engagement) ? oneOffPermission(permission) : permission
  return engagementRowInReach(db, session, engagement, asked)
}
