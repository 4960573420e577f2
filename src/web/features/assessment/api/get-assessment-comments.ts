// GET /api/assessments/assessments/{id}/comments: every thread of the assessment in one read, so each question
// of the page shows its open count without a request of its own.
import { queryOptions, useQuery } from '@tanstack/react-query'
import * as Schema from 'effect/Schema'
import { CommentThread } from '#domain/comments'
import { api } from '../../../api/client'
import { assessmentPath } from './get-assessments'
import { ENGAGEMENTS_KEY } from './get-engagement'

const decodeThreads = Schema.decodeUnknownSync(Schema.Array(CommentThread))

export const assessmentCommentsQueryOptions = (assessmentId: string) =>
  queryOptions({
    queryKey: [...ENGAGEMENTS_KEY, 'assessment', assessmentId, 'comments'],
    queryFn: async () => decodeThreads(await api(`${assessmentPath(assessmentId)}/comments`)),
  })

export const useAssessmentComments = (assessmentId: string) => useQuery(assessmentCommentsQueryOptions(assessmentId))
