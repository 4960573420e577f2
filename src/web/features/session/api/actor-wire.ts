// The wire shape of an actor (GET and PATCH /api/actors/actors/{actorId}), decoded with Effect Schema; loaded
// beside the request (actor.ts).
import * as Schema from 'effect/Schema'
import { idOrNull, WireId } from '../../../api/wire'
import type { Actor } from './actor'

const OptionalText = Schema.optional(Schema.NullOr(Schema.String))
const OptionalId = Schema.optional(Schema.NullOr(WireId))

const ActorWire = Schema.Struct({
  id: WireId,
  first_name: OptionalText,
  last_name: OptionalText,
  email: OptionalText,
  job_description: OptionalText,
  title_id: OptionalId,
  agreed_terms_id: OptionalId,
  turnover_id: OptionalId,
  contractor_id: OptionalId,
})
const decodeWire = Schema.decodeUnknownSync(ActorWire)

export const decodeActor = (body: unknown): Actor => {
  const wire = decodeWire(body)
  return {
    id: String(wire.id),
    firstName: wire.first_name ?? null,
    lastName: wire.last_name ?? null,
    email: wire.email ?? null,
    jobDescription: wire.job_description ?? null,
    titleId: idOrNull(wire.title_id),
    agreedTermsId: idOrNull(wire.agreed_terms_id),
    turnoverId: idOrNull(wire.turnover_id),
    contractorId: idOrNull(wire.contractor_id),
  }
}
