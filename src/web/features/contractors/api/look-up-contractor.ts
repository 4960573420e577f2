// GET /api/actors/contractors/email/{email}?org_id=: before a contractor is created, is the e-mail known?
import * as Schema from 'effect/Schema'
import { ContractorLookup } from '#domain/contractors'
import { api, isHttpError } from '../../../api/client'

/** The answer, or null when nobody within reach holds the e-mail (404): the form then starts empty. */
export const lookUpContractor = async (email: string, organisationId: string): Promise<ContractorLookup | null> => {
  try {
    return Schema.decodeUnknownSync(ContractorLookup)(
      await api(`/actors/contractors/email/${encodeURIComponent(email)}`, { query: { org_id: organisationId } }),
    )
  } catch (error) {
    if (isHttpError(error, 404)) return null
    throw error
  }
}
