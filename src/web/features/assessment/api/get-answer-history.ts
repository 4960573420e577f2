// GET /api/assessments/assessments/{id}/questions/{questionId}/history: who chose which answer when, newest
// first. Kept under the engagement key, so a save or submission of the answers refreshes it.
import { queryOptions, useQuery } from '@tanstack/react-query'
import * as Schema from 'effect/Schema'
import { AnswerHistoryEntry } from '#domain/notes'
import { api } from '../../../api/client'
import { assessmentPath } from './get-assessments'
import { ENGAGEMENTS_KEY } from './get-engagement'

const decodeHistory = Schema.decodeUnknownSync(Schema.Array(AnswerHistoryEntry))

export const answerHistoryQueryOptions = (assessmentId: string, questionId: string) =>
  queryOptions({
    queryKey: [...ENGAGEMENTS_KEY, 'assessment', assessmentId, 'history', questionId],
    queryFn: async () =>
      decodeHistory(await api(`${assessmentPath(assessmentId)}/questions/${encodeURIComponent(questionId)}/history`)),
  })

export const useAnswerHistory = (assessmentId: string, questionId: string) =>
  useQuery(answerHistoryQueryOptions(assessmentId, questionId))
