// The calls of the working practices screens: the worker's reviews and the start of one, the business sizes,
// and the provider's one-off contractors with each one's record and reviews.
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { CreateWorkingPracticeReview, OwnReviewPatch } from '#domain/working-practices'
import { api } from '../../../api/client'
import { decoded } from '../../../api/decoded'
import { ENGAGEMENTS_KEY } from '../../../api/query-keys'
import { type ListState, listQueryOf } from '../../../ui/list-state'

/** Reviews change with every command on an engagement (answers, reopen), so their queries sit under its key. */
export const REVIEWS_KEY = [...ENGAGEMENTS_KEY, 'working-practices'] as const
export const REVIEWS_PATH = '/assessments/engagements/working-practise-reviews'
export const ONE_OFF_PATH = '/assessments/engagements/one-off-assessments'
export const masterContractorPath = (contractorId: string) =>
  `/assessments/master-contractors/${encodeURIComponent(contractorId)}`

const wire = () => import('./review-wire')

const reviewQuery = (list: ListState, showArchived: boolean) => ({
  ...listQueryOf(list),
  show_archived: String(showArchived),
})

export const useOwnReviews = (list: ListState, showArchived: boolean) =>
  useQuery(
    queryOptions({
      queryKey: [...REVIEWS_KEY, 'own', list, showArchived],
      queryFn: () =>
        decoded(
          api(REVIEWS_PATH, { query: reviewQuery(list, showArchived) }),
          async () => (await wire()).decodeReviewPage,
        ),
      placeholderData: keepPreviousData,
    }),
  )

export const useContractorReviews = (contractorId: string, list: ListState, showArchived: boolean) =>
  useQuery(
    queryOptions({
      queryKey: [...REVIEWS_KEY, 'contractor', contractorId, list, showArchived],
      queryFn: () =>
        decoded(
          api(`${masterContractorPath(contractorId)}/engagements`, { query: reviewQuery(list, showArchived) }),
          async () => (await wire()).decodeReviewPage,
        ),
      placeholderData: keepPreviousData,
    }),
  )

export const useOneOffContractors = (list: ListState) =>
  useQuery(
    queryOptions({
      queryKey: [...REVIEWS_KEY, 'one-off', list],
      queryFn: () =>
        decoded(api(ONE_OFF_PATH, { query: listQueryOf(list) }), async () => (await wire()).decodeContractorPage),
      placeholderData: keepPreviousData,
    }),
  )

export const useOneOffContractor = (contractorId: string) =>
  useQuery({
    queryKey: [...REVIEWS_KEY, 'master-contractor', contractorId],
    queryFn: () => decoded(api(masterContractorPath(contractorId)), async () => (await wire()).decodeContractor),
  })

export const useBusinessSizes = () =>
  useQuery({
    queryKey: ['business-sizes'],
    queryFn: () => decoded(api('/assessments/business-sizes'), async () => (await wire()).decodeBusinessSizes),
    staleTime: Number.POSITIVE_INFINITY,
  })

export class UnexpectedCreateResult extends Error {}

/** POST .../working-practise-reviews: the new review's id. */
export const useCreateReview = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (body: CreateWorkingPracticeReview) => {
      const created = await decoded(
        api(REVIEWS_PATH, { method: 'POST', body }),
        async () => (await wire()).decodeCreated,
      )
      if (created._tag === 'None') throw new UnexpectedCreateResult('The create call did not answer an id')
      return created.value.id
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
