// GET /api/actors/actors/{actorId}/profile: the contractor's business information (rule
// records.onboarding-profile), pre-filled for onboarding from what their organisation recorded.
import { queryOptions, useQuery } from '@tanstack/react-query'
import * as Schema from 'effect/Schema'
import type { ContractorProfileResponse } from '#domain/contractor-profile'
import { api } from '../../../api/client'

const Text = Schema.NullOr(Schema.String)
const Id = Schema.NullOr(Schema.Number)
const ContractorProfileWire = Schema.Struct({
  actor_id: Schema.String,
  email: Schema.String,
  title_id: Id,
  first_name: Text,
  last_name: Text,
  phone_number: Text,
  company_name: Text,
  company_number: Text,
  turnover_id: Id,
  industry_id: Id,
  occupation_id: Id,
  has_business_insurance: Schema.NullOr(Schema.Boolean),
  renewal_date: Text,
  onboarded: Schema.Boolean,
  version: Schema.Number,
})
export type ContractorProfile = ContractorProfileResponse
export const decodeContractorProfile: (body: unknown) => ContractorProfile =
  Schema.decodeUnknownSync(ContractorProfileWire)

export const profilePath = (actorId: string) => `/actors/actors/${encodeURIComponent(actorId)}/profile`

export const fetchContractorProfile = async (actorId: string) =>
  decodeContractorProfile(await api(profilePath(actorId)))

/** Below ['actors', actorId]: a saved profile refreshes the actor the session and the avatar read. */
export const contractorProfileQueryOptions = (actorId: string) =>
  queryOptions({ queryKey: ['actors', actorId, 'profile'], queryFn: () => fetchContractorProfile(actorId) })

export const useContractorProfile = (actorId: string) => useQuery(contractorProfileQueryOptions(actorId))
