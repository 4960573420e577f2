// GET /api/assessments/assessments/{id} and GET /api/assessments/engagements/{id}/assessments: one run of the
// questionnaire, and every run of an engagement (current first, then the superseded and cancelled ones).
import { queryOptions } from '@tanstack/react-query'
import * as Schema from 'effect/Schema'
import { api } from '../../../api/client'
import { decodeAssessment } from './assessment-wire'
import { ENGAGEMENTS_KEY, engagementPath } from './get-engagement'

export const assessmentPath = (assessmentId: string) => `/assessments/assessments/${encodeURIComponent(assessmentId)}`

export const assessmentQueryOptions = (assessmentId: string) =>
  queryOptions({
    queryKey: [...ENGAGEMENTS_KEY, 'assessment', assessmentId],
    queryFn: async () => decodeAssessment(await api(assessmentPath(assessmentId))),
  })

export const engagementAssessmentsQueryOptions = (engagementId: string) =>
  queryOptions({
    queryKey: [...ENGAGEMENTS_KEY, engagementId, 'assessments'],
    queryFn: async () => {
      const wire = await api(`${engagementPath(engagementId)}/assessments`)
      return Schema.decodeUnknownSync(Schema.Array(Schema.Unknown))(wire).map(decodeAssessment)
    },
  })
