// PATCH /api/actors/actors/{actorId}: replaces the changed own-details fields (rule api.actors).
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../api/client'
import { decoded } from '../../../api/decoded'
import type { OwnDetailsOperation } from '../own-details-changes'
import { actorPath, ownDetailsDecoder, ownDetailsQueryOptions } from './get-own-details'

export const updateOwnDetails = (actorId: string, operations: readonly OwnDetailsOperation[]) =>
  decoded(api(actorPath(actorId), { method: 'PATCH', body: operations }), ownDetailsDecoder)

export const useUpdateOwnDetails = (actorId: string) => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (operations: readonly OwnDetailsOperation[]) => updateOwnDetails(actorId, operations),
    onSuccess: async (saved) => {
      queryClient.setQueryData(ownDetailsQueryOptions(actorId).queryKey, saved)
      // The header's avatar shows the initials of the actor under ['actors', actorId].
      await queryClient.invalidateQueries({ queryKey: ['actors', actorId] })
    },
  })
}
