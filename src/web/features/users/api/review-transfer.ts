// Swapping a user's sign-off reviews (rule reviews.swap): their outstanding reviews in the
// selected organisation and below it, who they may move to, and the move itself (every review at once).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import * as Schema from 'effect/Schema'
import { api } from '../../../api/client'
import { actorReviewsPath as reviewsPath } from '../../../api/my-reviews'
import { ENGAGEMENTS_KEY } from '../../../api/query-keys'
import { ActorReviewsWire } from '../../../api/reviewer-wire'

const Name = Schema.NullOr(Schema.String)
const TargetsWire = Schema.Array(
  Schema.Struct({ id: Schema.String, first_name: Name, last_name: Name, email: Schema.String }),
)

const TransferredWire = Schema.Struct({ transferred: Schema.Number })

/** Under the engagements key: a swap changes who reviews them, and the engagement views refresh with it. */
const REVIEWS_KEY = [...ENGAGEMENTS_KEY, 'reviews-of-actor'] as const

export const actorReviewsQueryOptions = (actorId: string) =>
  queryOptions({
    queryKey: [...REVIEWS_KEY, actorId],
    queryFn: async () => Schema.decodeUnknownSync(ActorReviewsWire)(await api(reviewsPath(actorId))),
  })

export const transferTargetsQueryOptions = (actorId: string) =>
  queryOptions({
    queryKey: [...REVIEWS_KEY, actorId, 'targets'],
    queryFn: async () => Schema.decodeUnknownSync(TargetsWire)(await api(`${reviewsPath(actorId)}/targets`)),
  })

export const useActorReviews = (actorId: string) => useQuery(actorReviewsQueryOptions(actorId))
export const useTransferTargets = (actorId: string) => useQuery(transferTargetsQueryOptions(actorId))

export const useTransferReviews = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ actorId, replacementId }: { actorId: string; replacementId: string }) =>
      Schema.decodeUnknownSync(TransferredWire)(
        await api(`/assessments/engagements/${encodeURIComponent(actorId)}/transfer/signoff`, {
          method: 'PATCH',
          body: [{ op: 'replace', path: '/actor_id', value: replacementId }],
        }),
      ).transferred,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ENGAGEMENTS_KEY }),
  })
}
