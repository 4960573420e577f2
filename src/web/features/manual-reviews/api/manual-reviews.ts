// The manual reviews' calls (rule api.manual-reviews): the list, the submission types, the manual reviewers to assign
// (GET /api/actors/actors with the provider organisation and the manual reviewer role), assigning, the review's
// state on one engagement, and the override. Kept under the engagements key, so a command on the engagement
// (an override, a sign-off, an archive) refreshes the list and the review screen alike.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { OverrideRequest } from '#domain/manual-reviews'
import { api } from '../../../api/client'
import { decoded } from '../../../api/decoded'
import { ENGAGEMENT_LISTS_KEY, ENGAGEMENTS_KEY } from '../../../api/query-keys'
import { useEngagementCommand } from '../../assessment/api/engagement-command'
import { engagementPath } from '../../assessment/api/get-engagement'
import type { Assignee } from './manual-reviews-wire'

export type { Assignee } from './manual-reviews-wire'

/** The answers decode with Effect Schema loaded beside the request (manual-reviews-wire.ts). */
const wire = () => import('./manual-reviews-wire')

export const assigneeName = (person: Assignee) =>
  [person.first_name, person.last_name].filter(Boolean).join(' ') || person.email

export const manualReviewsQueryOptions = (query: Record<string, string>) =>
  queryOptions({
    queryKey: [...ENGAGEMENT_LISTS_KEY, 'manual-reviews', query],
    queryFn: () =>
      decoded(
        api('/assessments/engagements/manual-reviews', { query }),
        async () => (await wire()).decodeManualReviews,
      ),
    placeholderData: keepPreviousData,
  })
export const useManualReviews = (query: Record<string, string>) => useQuery(manualReviewsQueryOptions(query))

export const useRespondents = () =>
  useQuery({
    queryKey: ['respondents'],
    queryFn: () => decoded(api('/assessments/respondents'), async () => (await wire()).decodeRespondents),
    staleTime: Number.POSITIVE_INFINITY,
  })

/** The provider's manual reviewers: the people a review may be assigned to (rule manual-review.assignees). */
export const useAssignees = (providerOrganisationId: string | null) =>
  useQuery({
    queryKey: ['manual-reviewers', providerOrganisationId],
    enabled: providerOrganisationId !== null,
    queryFn: async () => {
      const roleId = await decoded(
        api('/actors/roles/code/PROVIDER_MANUAL_REVIEWER'),
        async () => (await wire()).decodeRoleId,
      )
      return decoded(
        api('/actors/actors', { query: { org_id: providerOrganisationId, role_id: roleId } }),
        async () => (await wire()).decodeAssignees,
      )
    },
    staleTime: 60_000,
  })

export const manualReviewStateQueryOptions = (engagementId: string) =>
  queryOptions({
    queryKey: [...ENGAGEMENTS_KEY, engagementId, 'manual-review'],
    queryFn: () =>
      decoded(api(`${engagementPath(engagementId)}/manual-review`), async () => (await wire()).decodeManualReviewState),
  })
export const useManualReviewState = (engagementId: string) => useQuery(manualReviewStateQueryOptions(engagementId))

type Assignment = { engagementId: string; reviewerId: string; actorId: string | null }

export const useAssign = () =>
  useEngagementCommand(({ engagementId, reviewerId, actorId }: Assignment) =>
    api(`${engagementPath(engagementId)}/reviewer/${encodeURIComponent(reviewerId)}/assign`, {
      method: 'POST',
      body: { actor_id: actorId },
    }),
  )

export const useOverride = () =>
  useEngagementCommand(({ assessmentId, ...body }: OverrideRequest & { assessmentId: string }) =>
    api(`/assessments/assessments/${encodeURIComponent(assessmentId)}/override`, { method: 'POST', body }),
  )
