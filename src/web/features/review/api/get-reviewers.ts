// GET /api/assessments/engagements/{id}/reviewers: the engagement's reviewer records (removed ones last) and
// whether the caller may open the assessment to them. Kept under the engagement's key, so every command on the
// engagement (answers, a sign-off, an opening) refreshes it.
import { queryOptions, useQuery } from '@tanstack/react-query'
import * as Schema from 'effect/Schema'
import { api } from '../../../api/client'
import { ReviewersWire } from '../../../api/reviewer-wire'
import { ENGAGEMENTS_KEY, engagementPath } from '../../assessment/api/get-engagement'

const EngagementReviewersWire = Schema.Struct({ items: ReviewersWire, can_open: Schema.Boolean })
export const decodeEngagementReviewers = Schema.decodeUnknownSync(EngagementReviewersWire)

export const reviewersQueryOptions = (engagementId: string) =>
  queryOptions({
    queryKey: [...ENGAGEMENTS_KEY, engagementId, 'reviewers'],
    queryFn: async () => decodeEngagementReviewers(await api(`${engagementPath(engagementId)}/reviewers`)),
  })

export const useEngagementReviewers = (engagementId: string) => useQuery(reviewersQueryOptions(engagementId))
