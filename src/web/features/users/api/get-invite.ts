// GET /api/actors/invites/{id}: one invite (rule records.invite) with the version to send as If-Match.
import { queryOptions, useQuery } from '@tanstack/react-query'
import * as Schema from 'effect/Schema'
import { INVITE_STATUSES } from '#domain/invites'
import { api } from '../../../api/client'
import { WireId } from '../../../api/wire'

const StatusWire = Schema.Struct({
  id: Schema.Number,
  code: Schema.Literals(INVITE_STATUSES.map((status) => status.code)),
})

export const InviteWire = Schema.Struct({
  id: Schema.String,
  name: Schema.NullOr(Schema.String),
  email: Schema.String,
  status: StatusWire,
  organisation_id: WireId,
  organisation_name: Schema.String,
  roles: Schema.Array(Schema.Struct({ id: WireId, name: Schema.String })),
  /** The invited person (whose sign-off reviews an administrator may swap). */
  actor_id: Schema.optional(Schema.NullOr(Schema.String)),
  created_at: Schema.String,
  version: Schema.Number,
})

export type Invite = Omit<typeof InviteWire.Type, 'organisation_id' | 'roles'> & {
  organisation_id: string
  roles: { id: string; name: string }[]
}

export const decodeInvite = (wire: unknown): Invite => {
  const decoded = Schema.decodeUnknownSync(InviteWire)(wire)
  return {
    ...decoded,
    organisation_id: String(decoded.organisation_id),
    roles: decoded.roles.map((role) => ({ id: String(role.id), name: role.name })),
  }
}

export const invitePath = (inviteId: string) => `/actors/invites/${encodeURIComponent(inviteId)}`

/** Every invite query sits under this key, so a change to one refreshes the lists too. */
export const INVITES_KEY = ['invites'] as const

export const inviteQueryOptions = (inviteId: string) =>
  queryOptions({
    queryKey: [...INVITES_KEY, 'detail', inviteId],
    queryFn: async () => decodeInvite(await api(invitePath(inviteId))),
  })

export const useInvite = (inviteId: string) => useQuery(inviteQueryOptions(inviteId))
