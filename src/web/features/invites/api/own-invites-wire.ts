// The wire shape of the person's pending invitations (GET /api/actors/invites), decoded with Effect Schema;
// loaded beside the request (get-own-invites.ts).
import * as Schema from 'effect/Schema'
import { WireId } from '../../../api/wire'
import type { OwnInvites } from './get-own-invites'

const InviteWire = Schema.Struct({
  id: WireId,
  organisation_id: WireId,
  organisation_name: Schema.String,
  organisation_logo: Schema.optional(Schema.NullOr(Schema.String)),
  version: Schema.Number,
})
const InviteListWire = Schema.Struct({ items: Schema.Array(InviteWire), count: Schema.Number })
const decodeWire = Schema.decodeUnknownSync(InviteListWire)

export const decodeOwnInvites = (body: unknown): OwnInvites => {
  const wire = decodeWire(body)
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
