// POST /api/assessments/assessments/{id}/update/{questionSetId}: the current assessment moves to the newer
// version of its question set; the engagement is read again.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../api/client'
import { engagementQueryOptions } from './get-engagement'

type QuestionSetUpdate = { engagementId: string; assessmentId: string; questionSetId: string }

export const useUpdateQuestionSet = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ assessmentId, questionSetId }: QuestionSetUpdate) =>
      api(`/assessments/assessments/${encodeURIComponent(assessmentId)}/update/${encodeURIComponent(questionSetId)}`, {
        method: 'POST',
      }),
    onSuccess: (_, { engagementId }) =>
      queryClient.invalidateQueries({ queryKey: engagementQueryOptions(engagementId).queryKey }),
  })
}
