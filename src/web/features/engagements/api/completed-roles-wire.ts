// The rows of GET /api/assessments/jobroles?completed_only=true as the copy list reads them, decoded with Effect
// Schema; loaded beside the request (get-completed-roles.ts).
import * as Schema from 'effect/Schema'
import { WireId } from '../../../api/wire'
import type { CompletedRole } from './get-completed-roles'

const CompletedRolesWire = Schema.Struct({
  items: Schema.Array(
    Schema.Struct({
      id: WireId,
      name: Schema.String,
      organisation_name: Schema.String,
      reference: Schema.NullOr(Schema.String),
    }),
  ),
})
const decodeWire = Schema.decodeUnknownSync(CompletedRolesWire)

export const decodeCompletedRoles = (body: unknown): CompletedRole[] =>
  decodeWire(body).items.map((item) => ({
    id: String(item.id),
    name: item.name,
    organisationName: item.organisation_name,
    reference: item.reference,
  }))
