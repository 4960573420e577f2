// PATCH /api/actors/actors/{actorId}/profile with If-Match: replaces the fields given (rule api.profile).
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../api/client'
import type { ProfileOperation } from '../profile-form-values'
import { contractorProfileQueryOptions, decodedProfile, profilePath } from './get-contractor-profile'

export const updateContractorProfile = (actorId: string, operations: readonly ProfileOperation[], version: number) =>
  decodedProfile(
    api(profilePath(actorId), { method: 'PATCH', body: operations, headers: { 'If-Match': `"${version}"` } }),
  )

export const useUpdateContractorProfile = (actorId: string) => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ operations, version }: { operations: readonly ProfileOperation[]; version: number }) =>
      updateContractorProfile(actorId, operations, version),
    onSuccess: async (saved) => {
      queryClient.setQueryData(contractorProfileQueryOptions(actorId).queryKey, saved)
      // The actor (names for the avatar, the turnover the session reads) changed with it.
      await queryClient.invalidateQueries({ queryKey: ['actors', actorId], exact: true })
    },
  })
}
