// The wire shape of an invite (GET /api/actors/invites/{id}, the list's items, POST's answer), decoded with Effect
// Schema; loaded beside the request (get-invite.ts, get-invites.ts, create-invite.ts).
import * as Schema from 'effect/Schema'
import { INVITE_STATUSES } from '#domain/invites'
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

const InviteListWire = Schema.Struct({
  items: Schema.Array(Schema.Unknown),
  count: Schema.Number,
  pages: Schema.Number,
})

/** A page of an organisation's invites (GET /api/actors/invites?org_id=). */
export const decodeInvitePage = (body: unknown) => {
  const wire = Schema.decodeUnknownSync(InviteListWire)(body)
  return { ...wire, items: wire.items.map(decodeInvite) }
}
