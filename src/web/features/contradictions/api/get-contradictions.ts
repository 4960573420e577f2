// GET /api/assessments/engagements/{id}/contradictions: where a worker's linked review and the client's answers
// disagree, from either side. Under the engagement's key, so whatever changes the engagement refreshes it.
import { queryOptions, useQuery } from '@tanstack/react-query'
import * as Schema from 'effect/Schema'
import type { EngagementComparison } from '#domain/answer-contradictions'
import { api } from '../../../api/client'
import { ENGAGEMENTS_KEY } from '../../../api/query-keys'

const Reference = Schema.NullOr(Schema.Struct({ id: Schema.String, name: Schema.String }))
const ComparisonWire = Schema.Struct({
  review: Reference,
  client_engagement: Reference,
  count: Schema.Number,
  factors: Schema.mutable(Schema.Array(Schema.Struct({ factor: Schema.String, count: Schema.Number }))),
  items: Schema.NullOr(
    Schema.mutable(
      Schema.Array(
        Schema.Struct({
          question_id: Schema.String,
          factor: Schema.String,
          question: Schema.String,
          client_answer: Schema.String,
          contractor_answer: Schema.String,
        }),
      ),
    ),
  ),
})

export const decodeComparison = (wire: unknown): EngagementComparison => Schema.decodeUnknownSync(ComparisonWire)(wire)

export const contradictionsKey = (engagementId: string) => [...ENGAGEMENTS_KEY, engagementId, 'contradictions']

export const contradictionsQueryOptions = (engagementId: string) =>
  queryOptions({
    queryKey: contradictionsKey(engagementId),
    queryFn: async () =>
      decodeComparison(await api(`/assessments/engagements/${encodeURIComponent(engagementId)}/contradictions`)),
  })

export const useContradictions = (engagementId: string) => useQuery(contradictionsQueryOptions(engagementId))
