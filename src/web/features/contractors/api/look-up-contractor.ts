// GET /api/actors/contractors/email/{email}?org_id=: before a contractor is created, is the e-mail known?
import * as Schema from 'effect/Schema'
import type { ContractorLookup } from '#domain/contractors'
import { api, isHttpError } from '../../../api/client'
import { decodeMasterContractor } from './get-contractor'

const PrefillWire = Schema.Struct({
  first_name: Schema.String,
  last_name: Schema.String,
  company_name: Schema.String,
  company_number: Schema.String,
  email: Schema.String,
  phone_number: Schema.String,
  external_reference: Schema.NullOr(Schema.String),
  share_with_provider: Schema.Boolean,
  ir35_insured: Schema.NullOr(Schema.Boolean),
})
const LookupWire = Schema.Struct({ match: Schema.Literals(['existing', 'prefill']), contractor: Schema.Unknown })

/** The answer, or null when nobody within reach holds the e-mail (404): the form then starts empty. */
export const lookUpContractor = async (email: string, organisationId: string): Promise<ContractorLookup | null> => {
  try {
    const wire = Schema.decodeUnknownSync(LookupWire)(
      await api(`/actors/contractors/email/${encodeURIComponent(email)}`, { query: { org_id: organisationId } }),
    )
    return wire.match === 'existing'
      ? { match: 'existing', contractor: decodeMasterContractor(wire.contractor) }
      : { match: 'prefill', contractor: Schema.decodeUnknownSync(PrefillWire)(wire.contractor) }
  } catch (error) {
    if (isHttpError(error, 404)) return null
    throw error
  }
}
