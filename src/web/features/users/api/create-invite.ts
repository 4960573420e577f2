// POST /api/actors/invites: invite a person by e-mail into an organisation with roles (rule api.invites).
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { CreateInvite } from '#domain/invites'
import { api } from '../../../api/client'
import { decodeInvite, INVITES_KEY } from './get-invite'

export const useCreateInvite = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (body: CreateInvite) => decodeInvite(await api('/actors/invites', { method: 'POST', body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: INVITES_KEY }),
  })
}
