// GET /api/actors/actors/{actorId}/profile: the contractor's business information (rule
// records.onboarding-profile), pre-filled for onboarding from what their organisation recorded.
import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ContractorProfileResponse } from '#domain/contractor-profile'
import { api } from '../../../api/client'
import { decoded } from '../../../api/decoded'

export type ContractorProfile = ContractorProfileResponse

/** The profile in an answer (a read's or a save's), decoded with the wire schema loaded beside the request. */
export const decodedProfile = (request: Promise<unknown>): Promise<ContractorProfile> =>
  decoded(request, async () => (await import('./profile-wire')).decodeContractorProfile)

export const profilePath = (actorId: string) => `/actors/actors/${encodeURIComponent(actorId)}/profile`

export const fetchContractorProfile = (actorId: string) => decodedProfile(api(profilePath(actorId)))

/** Below ['actors', actorId]: a saved profile refreshes the actor the session and the avatar read. */
export const contractorProfileQueryOptions = (actorId: string) =>
  queryOptions({ queryKey: ['actors', actorId, 'profile'], queryFn: () => fetchContractorProfile(actorId) })

export const useContractorProfile = (actorId: string) => useQuery(contractorProfileQueryOptions(actorId))
