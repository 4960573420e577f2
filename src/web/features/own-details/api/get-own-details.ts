// GET /api/actors/actors/{actorId}: the fields of the person's own details page (rules users.own-details, api.actors).
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../api/client'
import { decoded } from '../../../api/decoded'
import type { OwnDetails } from './own-details-wire'

export type { OwnDetails }

/** The own details decoder, loaded beside the request. */
export const ownDetailsDecoder = async () => (await import('./own-details-wire')).decodeOwnDetails

export const actorPath = (actorId: string) => `/actors/actors/${encodeURIComponent(actorId)}`

export const fetchOwnDetails = (actorId: string): Promise<OwnDetails> =>
  decoded(api(actorPath(actorId)), ownDetailsDecoder)

/** Below ['actors', actorId], the key the header's avatar reads, so invalidating the actor refreshes both. */
export const ownDetailsQueryOptions = (actorId: string) =>
  queryOptions({ queryKey: ['actors', actorId, 'own-details'], queryFn: () => fetchOwnDetails(actorId) })

export const useOwnDetails = (actorId: string) => useQuery(ownDetailsQueryOptions(actorId))
