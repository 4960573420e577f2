// What the session needs from this feature on entry (see InvitesPort in features/session/session.ts): how many
// invitations wait for the person and whether "Later" hid them; the dialog reads the same cached list.
import { queryClient } from '../../api/query-client'
import { ownPendingInvitesQueryOptions } from './api/get-own-invites'
import { hideInvitesFor, invitesHiddenFor } from './hidden-for-session'

export const invitesOnEntry = {
  pendingOnEntry: async (actorId: string) => {
    const invites = await queryClient.fetchQuery({ ...ownPendingInvitesQueryOptions(actorId), staleTime: 0 })
    return { count: invites.count, hidden: invitesHiddenFor(actorId) }
  },
  hide: hideInvitesFor,
}
