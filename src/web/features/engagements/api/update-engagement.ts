// PATCH /api/assessments/engagements/{id} with If-Match: the changed details; answers the engagement as stored.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { EngagementPatch } from '#domain/assessments'
import { api } from '../../../api/client'
import { decodeEngagement } from '../../assessment/api/assessment-wire'
import { engagementPath, engagementQueryOptions } from '../../assessment/api/get-engagement'

export type EngagementChange = { engagementId: string; operations: EngagementPatch; version: number }

export const useUpdateEngagement = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ engagementId, operations, version }: EngagementChange) =>
      decodeEngagement(
        await api(engagementPath(engagementId), {
          method: 'PATCH',
          body: operations,
          headers: { 'If-Match': `"${version}"` },
        }),
      ),
    onSuccess: async (saved) => {
      queryClient.setQueryData(engagementQueryOptions(saved.id).queryKey, saved)
      await queryClient.invalidateQueries({ queryKey: ['contractors'] })
    },
  })
}
