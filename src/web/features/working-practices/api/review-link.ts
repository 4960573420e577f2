// The worker's link from their review to a client engagement: the engagements they may link it to, and the
// PUT and DELETE of .../working-practices-reviews/{id}/linked-engagement, sent with the version read (If-Match).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import * as Schema from 'effect/Schema'
import type { LinkableEngagement } from '#domain/answer-contradictions'
import { api } from '../../../api/client'
import { ENGAGEMENTS_KEY } from '../../../api/query-keys'
import { decodeComparison } from '../../contradictions/api/get-contradictions'

const reviewPath = (reviewId: string) => `/assessments/working-practices-reviews/${encodeURIComponent(reviewId)}`

const LinkableWire = Schema.Array(
  Schema.Struct({ id: Schema.String, name: Schema.String, organisation: Schema.String }),
)

export const useLinkableEngagements = (reviewId: string) =>
  useQuery({
    queryKey: [...ENGAGEMENTS_KEY, reviewId, 'linkable'],
    queryFn: async (): Promise<readonly LinkableEngagement[]> =>
      Schema.decodeUnknownSync(LinkableWire)(await api(`${reviewPath(reviewId)}/linkable-engagements`)),
  })

type LinkChange = { engagementId: string | null; version: number }

/** Links the review (engagementId) or removes its link (null); the engagement's queries refresh after either. */
export const useChangeReviewLink = (reviewId: string) => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ engagementId, version }: LinkChange) =>
      decodeComparison(
        await api(`${reviewPath(reviewId)}/linked-engagement`, {
          method: engagementId ? 'PUT' : 'DELETE',
          headers: { 'If-Match': `"${version}"` },
          ...(engagementId ? { body: { engagement_id: engagementId } } : {}),
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ENGAGEMENTS_KEY }),
  })
}
