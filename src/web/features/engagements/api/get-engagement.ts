// GET /api/assessments/engagements/{id}: the engagement with its assessments (the first is current) and the
// lifecycle steps the caller may take now. The edit screen, its banners and the assessment panel read it.
import { queryOptions, useQuery } from '@tanstack/react-query'
import * as Schema from 'effect/Schema'
import type { EngagementRecord } from '#domain/assessments'
import { api } from '../../../api/client'

/** Every engagement query starts with this key, so a change to one refreshes what shows it. */
export const ENGAGEMENTS_KEY = ['engagements'] as const

export const engagementPath = (engagementId: string) => `/assessments/engagements/${encodeURIComponent(engagementId)}`

// The fields these screens rely on are checked; the record is handed on whole (the assessment panel reads the rest).
const EngagementShape = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  type: Schema.Literals(['Contractor', 'Role']),
  status: Schema.String,
  question_set_type_code: Schema.Literals(['FULL', 'SHORT']),
  start_date: Schema.NullOr(Schema.String),
  end_date: Schema.NullOr(Schema.String),
  daily_rate: Schema.NullOr(Schema.Number),
  hide_rate_field: Schema.Boolean,
  reassessed_from_id: Schema.NullOr(Schema.String),
  assessments: Schema.Array(Schema.Struct({ id: Schema.String, requires_update: Schema.Boolean })),
  version: Schema.Number,
})

export const decodeEngagement = (wire: unknown): EngagementRecord => {
  Schema.decodeUnknownSync(EngagementShape)(wire)
  return wire as EngagementRecord
}

export const engagementQueryOptions = (engagementId: string) =>
  queryOptions({
    queryKey: [...ENGAGEMENTS_KEY, engagementId],
    queryFn: async () => decodeEngagement(await api(engagementPath(engagementId))),
  })

export const useEngagement = (engagementId: string) => useQuery(engagementQueryOptions(engagementId))
