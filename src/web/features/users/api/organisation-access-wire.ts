// The part of GET /api/actors/organisations/{id} the users screens read, decoded with Effect Schema; loaded beside
// the request (get-organisation-access.ts).
import * as Schema from 'effect/Schema'

const AccessWire = Schema.Struct({ name: Schema.String, permissions: Schema.Array(Schema.String) })

export type OrganisationAccess = typeof AccessWire.Type

export const decodeOrganisationAccess = Schema.decodeUnknownSync(AccessWire)
