// POST /api/actors/invites/{id}/accept and /reject with If-Match: the invitee's answer (rule api.invites).
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../api/client'
import { type OwnInvite, type OwnInvites, ownPendingInvitesQueryOptions } from './get-own-invites'

export type InviteAnswer = 'accept' | 'reject'

export const answerInvite = (invite: OwnInvite, answer: InviteAnswer) =>
  api(`/actors/invites/${encodeURIComponent(invite.id)}/${answer}`, {
    method: 'POST',
    headers: { 'If-Match': String(invite.version) },
  })

/** An answered invite leaves the list at once; the session then loads the list again from the server. */
export const useAnswerInvite = (actorId: string) => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ invite, answer }: { invite: OwnInvite; answer: InviteAnswer }) => answerInvite(invite, answer),
    onSuccess: (_answer, { invite }) =>
      queryClient.setQueryData(ownPendingInvitesQueryOptions(actorId).queryKey, (list: OwnInvites | undefined) =>
        list ? { items: list.items.filter((item) => item.id !== invite.id), count: list.count - 1 } : list,
      ),
  })
}
