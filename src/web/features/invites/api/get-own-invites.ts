// GET /api/actors/invites?actor_id={own actor id}&status_id=Pending: the invitations waiting for the person
// (spec part 1 §2 "Invite dialogs on entry", §7 "Invites").
import { queryOptions, useQuery } from '@tanstack/react-query'
import * as Schema from 'effect/Schema'
import { api } from '../../../api/client'
import { WireId } from '../../../api/wire'

const InviteWire = Schema.Struct({
  id: WireId,
  organisation_id: WireId,
  organisation_name: Schema.String,
  organisation_logo: Schema.optional(Schema.NullOr(Schema.String)),
  version: Schema.Number,
})
const InviteListWire = Schema.Struct({ items: Schema.Array(InviteWire), count: Schema.Number })

export type OwnInvite = {
  id: string
  organisationId: string
  organisationName: string
  organisationLogo: string | null
  /** Sent back as If-Match, so an answer never lands on an invite changed meanwhile. */
  version: number
}
export type OwnInvites = { items: OwnInvite[]; count: number }

/** The largest page the API serves (spec part 1 §9); more than anyone is invited to at once. */
const PAGE_SIZE = 30

export const fetchOwnPendingInvites = async (actorId: string): Promise<OwnInvites> => {
  const wire = Schema.decodeUnknownSync(InviteListWire)(
    await api('/actors/invites', { query: { actor_id: actorId, status_id: 'Pending', page_size: PAGE_SIZE } }),
  )
  return {
    count: wire.count,
    items: wire.items.map((invite) => ({
      id: String(invite.id),
      organisationId: String(invite.organisation_id),
      organisationName: invite.organisation_name,
      organisationLogo: invite.organisation_logo ?? null,
      version: invite.version,
    })),
  }
}

export const ownPendingInvitesQueryOptions = (actorId: string) =>
  queryOptions({
    queryKey: ['invites', 'own', actorId, 'Pending'],
    queryFn: () => fetchOwnPendingInvites(actorId),
  })

/** Reads what the session loaded on entry; it loads them again after each answer. */
export const useOwnPendingInvites = (actorId: string) =>
  useQuery({ ...ownPendingInvitesQueryOptions(actorId), staleTime: Number.POSITIVE_INFINITY })
