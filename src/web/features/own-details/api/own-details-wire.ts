// The wire shape of GET and PATCH /api/actors/actors/{actorId} as the own details page reads it, decoded with
// Effect Schema; loaded beside the request (get-own-details.ts).
import * as Schema from 'effect/Schema'
import { idOrNull, WireId } from '../../../api/wire'

const OptionalText = Schema.optional(Schema.NullOr(Schema.String))

const OwnDetailsWire = Schema.Struct({
  id: WireId,
  first_name: OptionalText,
  last_name: OptionalText,
  job_description: OptionalText,
  email: OptionalText,
  title_id: Schema.optional(Schema.NullOr(WireId)),
})
const decodeWire = Schema.decodeUnknownSync(OwnDetailsWire)

export type OwnDetails = {
  id: string
  titleId: string | null
  firstName: string
  lastName: string
  jobDescription: string
  email: string
}

export const decodeOwnDetails = (body: unknown): OwnDetails => {
  const wire = decodeWire(body)
  return {
    id: String(wire.id),
    titleId: idOrNull(wire.title_id),
    firstName: wire.first_name ?? '',
    lastName: wire.last_name ?? '',
    jobDescription: wire.job_description ?? '',
    email: wire.email ?? '',
  }
}
