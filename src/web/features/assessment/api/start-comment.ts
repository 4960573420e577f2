// POST /api/assessments/assessments/{id}/comments: a new thread on a question, opened with its first remark.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../api/client'
import { assessmentCommentsQueryOptions } from './get-assessment-comments'
import { assessmentPath } from './get-assessments'

export type NewComment = { questionId: string; remark: string }

export const startComment = (assessmentId: string, { questionId, remark }: NewComment) =>
  api<{ id: string }>(`${assessmentPath(assessmentId)}/comments`, {
    method: 'POST',
    body: { question_id: questionId, remark, resolved: false },
  })

export const useStartComment = (assessmentId: string) => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (comment: NewComment) => startComment(assessmentId, comment),
    onSettled: () => queryClient.invalidateQueries(assessmentCommentsQueryOptions(assessmentId)),
  })
}
