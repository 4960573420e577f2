// The part of GET /api/actors/contractors/{id} the new engagement form shows, decoded with Effect Schema; loaded
// beside the request (get-contractor.ts).
import * as Schema from 'effect/Schema'
import type { ContractorNames } from './get-contractor'

const ContractorNamesWire = Schema.Struct({
  id: Schema.String,
  first_name: Schema.String,
  last_name: Schema.String,
  company_name: Schema.String,
})
const decodeWire = Schema.decodeUnknownSync(ContractorNamesWire)

export const decodeContractorNames = (body: unknown): ContractorNames => {
  const wire = decodeWire(body)
  return { id: wire.id, name: `${wire.first_name} ${wire.last_name}`, companyName: wire.company_name }
}
