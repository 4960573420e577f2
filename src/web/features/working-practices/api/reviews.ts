// The calls of the working practices screens: the worker's reviews and the start of one, the business sizes,
// and the provider's one-off contractors with each one's record and reviews.
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { CreateWorkingPracticeReview, OwnReviewPatch } from '#domain/working-practices'
import { api } from '../../../api/client'
import { decodedWith } from '../../../api/decoded'
import { ENGAGEMENTS_KEY } from '../../../api/query-keys'
import { type ListState, listQueryOf } from '../../../ui/list-state'

/** Reviews change with every command on an engagement (answers, reopen), so their queries sit under its key. */
export const REVIEWS_KEY = [...ENGAGEMENTS_KEY, 'working-practices'] as const
export const REVIEWS_PATH = '/assessments/engagements/working-practise-reviews'
export const ONE_OFF_PATH = '/assessments/engagements/one-off-assessments'
export const masterContractorPath = (contractorId: string) =>
  `/assessments/master-contractors/${encodeURIComponent(contractorId)}`

// The domain's schemas, the ones the server's routes answer with, load beside the request they decode.
const schemas = () => import('#domain/working-practices')

const reviewQuery = (list: ListState, showArchived: boolean) => ({
  ...listQueryOf(list),
  show_archived: String(showArchived),
})

export const useOwnReviews = (list: ListState, showArchived: boolean) =>
  useQuery(
    queryOptions({
      queryKey: [...REVIEWS_KEY, 'own', list, showArchived],
      queryFn: () =>
        decodedWith(
          api(REVIEWS_PATH, { query: reviewQuery(list, showArchived) }),
          async () => (await schemas()).WorkingPracticeReviewPage,
        ),
      placeholderData: keepPreviousData,
    }),
  )

export const useContractorReviews = (contractorId: string, list: ListState, showArchived: boolean) =>
  useQuery(
    queryOptions({
      queryKey: [...REVIEWS_KEY, 'contractor', contractorId, list, showArchived],
      queryFn: () =>
        decodedWith(
          api(`${masterContractorPath(contractorId)}/engagements`, { query: reviewQuery(list, showArchived) }),
          async () => (await schemas()).WorkingPracticeReviewPage,
        ),
      placeholderData: keepPreviousData,
    }),
  )

export const useOneOffContractors = (list: ListState) =>
  useQuery(
    queryOptions({
      queryKey: [...REVIEWS_KEY, 'one-off', list],
      queryFn: () =>
        decodedWith(
          api(ONE_OFF_PATH, { query: listQueryOf(list) }),
          async () => (await schemas()).OneOffContractorPage,
        ),
      placeholderData: keepPreviousData,
    }),
  )

export const useOneOffContractor = (contractorId: string) =>
  useQuery({
    queryKey: [...REVIEWS_KEY, 'master-contractor', contractorId],
    queryFn: () => decodedWith(api(masterContractorPath(contractorId)), async () => (await schemas()).OneOffContractor),
  })

export const useBusinessSizes = () =>
  useQuery({
    queryKey: ['business-sizes'],
    queryFn: () => decodedWith(api('/assessments/business-sizes'), async () => (await schemas()).BusinessSizes),
    staleTime: Number.POSITIVE_INFINITY,
  })

/** POST .../working-practise-reviews: the new review's id; an answer without one fails to decode (not an HTTP error). */
export const useCreateReview = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (body: CreateWorkingPracticeReview) => {
      const created = await decodedWith(
        api(REVIEWS_PATH, { method: 'POST', body }),
        async () => (await import('#domain/api-contract')).Created,
      )
      return created.id
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: REVIEWS_KEY }),
  })
}

/** PATCH .../working-practise-reviews/{id} (replace /archived): the worker archives or unarchives their review. */
export const useSetReviewArchived = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ reviewId, archived }: { reviewId: string; archived: boolean }) => {
      const body: OwnReviewPatch = [{ op: 'replace', path: '/archived', value: archived }]
      return api(`${REVIEWS_PATH}/${encodeURIComponent(reviewId)}`, { method: 'PATCH', body })
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: REVIEWS_KEY }),
  })
}
