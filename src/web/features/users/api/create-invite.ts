// POST /api/actors/invites: invite a person by e-mail into an organisation with roles (rule api.invites).
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { CreateInvite } from '#domain/invites'
import { api } from '../../../api/client'
import { decoded } from '../../../api/decoded'
import { INVITES_KEY, inviteDecoder } from './get-invite'

export const useCreateInvite = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: CreateInvite) => decoded(api('/actors/invites', { method: 'POST', body }), inviteDecoder),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: INVITES_KEY }),
  })
}
