// GET /api/assessments/reassessment-frequencies: the schedules a full assessment may be reassessed on.
import { queryOptions, useQuery } from '@tanstack/react-query'
import * as Schema from 'effect/Schema'
import type { ReassessmentFrequency } from '#domain/assessments'
import { api } from '../../../api/client'

const FrequenciesWire = Schema.Array(Schema.Struct({ id: Schema.String, name: Schema.String, months: Schema.Number }))

export const reassessmentFrequenciesQueryOptions = queryOptions({
  queryKey: ['reassessment-frequencies'],
  queryFn: async (): Promise<ReassessmentFrequency[]> => [
    ...Schema.decodeUnknownSync(FrequenciesWire)(await api('/assessments/reassessment-frequencies')),
  ],
  // Reference data: it does not change while the app is open.
  staleTime: Number.POSITIVE_INFINITY,
})

export const useReassessmentFrequencies = () => useQuery(reassessmentFrequenciesQueryOptions)
