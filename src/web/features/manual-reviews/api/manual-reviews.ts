// The manual reviews' calls (rule api.manual-reviews): the list, the submission types, the manual reviewers to assign
// (GET /api/actors/actors with the provider organisation and the manual reviewer role), assigning, the review's
// state on one engagement, and the override. Kept under the engagements key, so a command on the engagement
// (an override, a sign-off, an archive) refreshes the list and the review screen alike.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import * as Schema from 'effect/Schema'
import { ManualReviewState, ManualReviewsPage, type OverrideRequest } from '#domain/manual-reviews'
import { api } from '../../../api/client'
import { ENGAGEMENT_LISTS_KEY, ENGAGEMENTS_KEY } from '../../../api/query-keys'
import { useEngagementCommand } from '../../assessment/api/engagement-command'
import { engagementPath } from '../../assessment/api/get-engagement'

const NamedOption = Schema.Struct({ id: Schema.String, name: Schema.String })
const Assignee = Schema.Struct({
  id: Schema.String,
  first_name: Schema.NullOr(Schema.String),
  last_name: Schema.NullOr(Schema.String),
  email: Schema.String,
})
export type Assignee = typeof Assignee.Type

export const assigneeName = (person: Assignee) =>
  [person.first_name, person.last_name].filter(Boolean).join(' ') || person.email

export const manualReviewsQueryOptions = (query: Record<string, string>) =>
  queryOptions({
    queryKey: [...ENGAGEMENT_LISTS_KEY, 'manual-reviews', query],
    queryFn: async () =>
      Schema.decodeUnknownSync(ManualReviewsPage)(await api('/assessments/engagements/manual-reviews', { query })),
    placeholderData: keepPreviousData,
  })
export const useManualReviews = (query: Record<string, string>) => useQuery(manualReviewsQueryOptions(query))

export const useRespondents = () =>
  useQuery({
    queryKey: ['respondents'],
    queryFn: async () => Schema.decodeUnknownSync(Schema.Array(NamedOption))(await api('/assessments/respondents')),
    staleTime: Number.POSITIVE_INFINITY,
  })

/** The provider's manual reviewers: the people a review may be assigned to (rule manual-review.assignees). */
export const useAssignees = (providerOrganisationId: string | null) =>
  useQuery({
    queryKey: ['manual-reviewers', providerOrganisationId],
    enabled: providerOrganisationId !== null,
    queryFn: async () => {
      const role = Schema.decodeUnknownSync(Schema.Struct({ id: Schema.String }))(
        await api('/actors/roles/code/PROVIDER_MANUAL_REVIEWER'),
      )
      return Schema.decodeUnknownSync(Schema.Array(Assignee))(
        await api('/actors/actors', { query: { org_id: providerOrganisationId, role_id: role.id } }),
      )
    },
    staleTime: 60_000,
  })

export const manualReviewStateQueryOptions = (engagementId: string) =>
  queryOptions({
    queryKey: [...ENGAGEMENTS_KEY, engagementId, 'manual-review'],
    queryFn: async () =>
      Schema.decodeUnknownSync(ManualReviewState)(await api(`${engagementPath(engagementId)}/manual-review`)),
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
