// The administrator's commands on an invite: resend, cancel, remove (DELETE) and change roles (PATCH /roles).
// Each sends the version that was read as If-Match, so a change made meanwhile by someone else is refused (409).
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../api/client'
import { INVITES_KEY, type Invite, invitePath } from './get-invite'

export type InviteCommand =
  | { kind: 'resend' }
  | { kind: 'cancel' }
  | { kind: 'remove' }
  | { kind: 'changeRoles'; roleIds: readonly string[] }

const send = (invite: Pick<Invite, 'id' | 'version'>, command: InviteCommand) => {
  const headers = { 'If-Match': `"${invite.version}"` }
  const path = invitePath(invite.id)
  switch (command.kind) {
    case 'resend':
    case 'cancel':
      return api(`${path}/${command.kind}`, { method: 'POST', headers })
    case 'remove':
      return api(path, { method: 'DELETE', headers })
    case 'changeRoles':
      return api(path, {
        method: 'PATCH',
        headers,
        body: [{ op: 'replace', path: '/roles', value: command.roleIds }],
      })
  }
}

export const useInviteCommand = (invite: Pick<Invite, 'id' | 'version'>) => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (command: InviteCommand) => send(invite, command),
    // Success or a refusal (409: changed meanwhile), the invite and the lists are read again; not awaited, so a
    // page leaving after a removal does not first read the removed invite.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: INVITES_KEY }),
  })
}
