// GET /api/assessments/engagements/reviewer-options?organisation_id=: who the role and engagement forms may
// offer as sign-off users of that organisation, and whether it requires sign-off.
import { queryOptions, useQuery } from '@tanstack/react-query'
import * as Schema from 'effect/Schema'
import type { ReviewerOptions } from '#domain/reviewers'
import { api } from '../../../api/client'
import { ENGAGEMENTS_KEY } from '../../../api/query-keys'

const Name = Schema.NullOr(Schema.String)
const ReviewerOptionsWire = Schema.Struct({
  actors: Schema.mutable(
    Schema.Array(
      Schema.Struct({ id: Schema.String, first_name: Name, last_name: Name, organisation_id: Schema.String }),
    ),
  ),
  invites: Schema.mutable(
    Schema.Array(
      Schema.Struct({
        email: Schema.String,
        actor_id: Schema.String,
        organisation_id: Schema.String,
        organisation_name: Schema.String,
      }),
    ),
  ),
  groups: Schema.mutable(Schema.Array(Schema.Struct({ id: Schema.String, name: Schema.String }))),
  mandatory_sign_off: Schema.Boolean,
})

export const reviewerOptionsQueryOptions = (organisationId: string) =>
  queryOptions({
    queryKey: [...ENGAGEMENTS_KEY, 'reviewer-options', organisationId],
    queryFn: async (): Promise<ReviewerOptions> =>
      Schema.decodeUnknownSync(ReviewerOptionsWire)(
        await api('/assessments/engagements/reviewer-options', { query: { organisation_id: organisationId } }),
      ),
  })

/** Nothing is asked until the form knows its organisation (a new role, before its end client is chosen). */
export const useReviewerOptions = (organisationId: string | null) =>
  useQuery({ ...reviewerOptionsQueryOptions(organisationId ?? ''), enabled: organisationId !== null })
