// The wire shape of GET /api/actors/organisations/{id} as the selector reads it (the name), decoded with Effect
// Schema; loaded beside the request (organisation.ts).
import * as Schema from 'effect/Schema'
import { WireId } from '../../../api/wire'

const OrganisationNameWire = Schema.Struct({ id: WireId, name: Schema.String })
const decodeWire = Schema.decodeUnknownSync(OrganisationNameWire)

export const decodeOrganisationName = (body: unknown): string => decodeWire(body).name
