// Every entity the server governs with a machine, for the checks that each machine action has a handler.
import { inviteEntity } from './modules/actors/invite.entity.ts'
import { disputeEntity } from './modules/disputes/dispute.entity.ts'
import { engagementEntity } from './modules/engagements/engagement.entity.ts'
import { manualReviewEntity } from './modules/manual-reviews/manual-review.entity.ts'
import { reviewerEntity } from './modules/reviews/reviewer.entity.ts'
import { distributionEntity } from './modules/sds/distribution.entity.ts'
import './modules/assessments/engagement-effects.ts'

export const GOVERNED_ENTITIES = [
  engagementEntity,
  reviewerEntity,
  distributionEntity,
  disputeEntity,
  manualReviewEntity,
  inviteEntity,
] as const
