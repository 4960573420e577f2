// The part of GET /api/actors/organisations/{id} the engagement and role forms read, decoded with Effect Schema;
// loaded beside the request (organisation-settings.ts).
import * as Schema from 'effect/Schema'
import { WireId } from '../../../api/wire'
import type { OrganisationSettings } from './organisation-settings'

const OrganisationWire = Schema.Struct({
  id: WireId,
  name: Schema.String,
  hide_rate_field: Schema.Boolean,
  insurance_validation_tool: Schema.Boolean,
})
const decodeWire = Schema.decodeUnknownSync(OrganisationWire)

export const decodeOrganisationSettings = (body: unknown): OrganisationSettings => {
  const wire = decodeWire(body)
  return {
    id: String(wire.id),
    name: wire.name,
    hideRateField: wire.hide_rate_field,
    insuranceValidationTool: wire.insurance_validation_tool,
  }
}
