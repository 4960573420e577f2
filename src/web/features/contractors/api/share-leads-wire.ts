// The part of GET /api/actors/organisations/{id} the contractors screens read, decoded with Effect Schema; loaded
// beside the request (get-share-leads.ts).
import * as Schema from 'effect/Schema'

export const decodeShareLeads = (body: unknown): boolean =>
  Schema.decodeUnknownSync(Schema.Struct({ share_leads: Schema.Boolean }))(body).share_leads
