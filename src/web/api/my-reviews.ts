// The reviews waiting for the signed-in person (GET /api/assessments/engagements/reviews/{their actorId}): listed
// on their landing page, and what lets the board's cards and the directory's rows open /review/{id} for them.
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from './client'
import { decodedWith } from './decoded'
import { ENGAGEMENTS_KEY } from './query-keys'

export const actorReviewsPath = (actorId: string) => `/assessments/engagements/reviews/${encodeURIComponent(actorId)}`

/** Under the engagements key: finalising a review, or any command on an engagement, reads them again. */
export const myReviewsQueryOptions = (actorId: string) =>
  queryOptions({
    queryKey: [...ENGAGEMENTS_KEY, 'my-reviews', actorId],
    queryFn: () =>
      decodedWith(api(actorReviewsPath(actorId)), async () => (await import('./reviewer-wire')).ActorReviewsWire),
  })

/** Nothing is asked without a person (a review-link session has its one review already). */
export const useMyReviews = (actorId: string | null) =>
  useQuery({ ...myReviewsQueryOptions(actorId ?? ''), enabled: actorId !== null })
