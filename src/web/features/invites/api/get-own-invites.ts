// GET /api/actors/invites?actor_id={own actor id}&status_id=Pending: the invitations waiting for the person
// (rules invites.dialogs, api.invites).
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../api/client'
import { decoded } from '../../../api/decoded'

export type OwnInvite = {
  id: string
  organisationId: string
  organisationName: string
  organisationLogo: string | null
  /** Sent back as If-Match, so an answer never lands on an invite changed meanwhile. */
  version: number
}
export type OwnInvites = { items: OwnInvite[]; count: number }

/** The largest page the API serves (rule lists.paging); more than anyone is invited to at once. */
const PAGE_SIZE = 30

export const fetchOwnPendingInvites = (actorId: string): Promise<OwnInvites> =>
  decoded(
    api('/actors/invites', { query: { actor_id: actorId, status_id: 'Pending', page_size: PAGE_SIZE } }),
    async () => (await import('./own-invites-wire')).decodeOwnInvites,
  )

export const ownPendingInvitesQueryOptions = (actorId: string) =>
  queryOptions({
    queryKey: ['invites', 'own', actorId, 'Pending'],
    queryFn: () => fetchOwnPendingInvites(actorId),
  })

/** Reads what the session loaded on entry; it loads them again after each answer. */
export const useOwnPendingInvites = (actorId: string) =>
  useQuery({ ...ownPendingInvitesQueryOptions(actorId), staleTime: Number.POSITIVE_INFINITY })
