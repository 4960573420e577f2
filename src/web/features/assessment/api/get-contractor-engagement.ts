// GET /api/assessments/contractor-portal/engagements/{engagementId}: one engagement as its contractor sees it
// (their own answers, the SDS once issued, what they may do), never the client's answers or figures.
import { queryOptions, useQuery } from '@tanstack/react-query'
import * as Schema from 'effect/Schema'
import { SUBMITTERS } from '#domain/assessments'
import type { ContractorEngagementView } from '#domain/contractor-portal'
import { api } from '../../../api/client'
import { DistributionWire } from '../../../api/distribution-wire'
import { CONTRACTOR_PORTAL_KEY } from '../../../api/query-keys'
import { ReasonWire } from './assessment-wire'

const Strings = Schema.mutable(Schema.Array(Schema.String))

const ContractorEngagementWire = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  organisation: Schema.String,
  end_client: Schema.NullOr(Schema.String),
  agency: Schema.NullOr(Schema.String),
  start_date: Schema.NullOr(Schema.String),
  end_date: Schema.NullOr(Schema.String),
  status: Schema.String,
  archived: Schema.Boolean,
  assessment: Schema.Struct({
    id: Schema.String,
    question_set_id: Schema.String,
    question_set_version: Schema.String,
    answer_ids: Strings,
    in_progress_answer_ids: Strings,
    last_category_id: Schema.NullOr(Schema.String),
    submitted_by: Schema.NullOr(Schema.Literals(SUBMITTERS)),
    version: Schema.Number,
  }),
  sds: Schema.NullOr(
    Schema.Struct({
      result: Schema.String,
      hmrc_outcome: Schema.NullOr(Schema.Literals(['Inside IR35', 'Outside IR35', 'Undetermined'])),
      hmrc_reason: Schema.NullOr(Schema.String),
      issued_on: Schema.NullOr(Schema.String),
      reasons: Schema.mutable(Schema.Array(ReasonWire)),
      override: Schema.NullOr(Schema.Struct({ by: Schema.NullOr(Schema.String), reason: Schema.String })),
    }),
  ),
  distribution: Schema.NullOr(DistributionWire),
  can: Schema.Struct({ answer: Schema.Boolean, download_sds: Schema.Boolean }),
})

export const decodeContractorEngagement = (wire: unknown): ContractorEngagementView =>
  Schema.decodeUnknownSync(ContractorEngagementWire)(wire)

// Under the engagements' key: the contractor's answers (an engagement command) refresh it.
export const contractorEngagementQueryOptions = (engagementId: string) =>
  queryOptions({
    queryKey: [...CONTRACTOR_PORTAL_KEY, 'engagement', engagementId],
    queryFn: async () =>
      decodeContractorEngagement(
        await api(`/assessments/contractor-portal/engagements/${encodeURIComponent(engagementId)}`),
      ),
  })

export const useContractorEngagement = (engagementId: string) =>
  useQuery(contractorEngagementQueryOptions(engagementId))
