// GET /api/actors/actors/{actorId}: the fields of the person's own details page (rules users.own-details, api.actors).
import { queryOptions, useQuery } from '@tanstack/react-query'
import * as Schema from 'effect/Schema'
import { api } from '../../../api/client'
import { idOrNull, WireId } from '../../../api/wire'

const OptionalText = Schema.optional(Schema.NullOr(Schema.String))

const OwnDetailsWire = Schema.Struct({
  id: WireId,
  first_name: OptionalText,
  last_name: OptionalText,
  job_description: OptionalText,
  email: OptionalText,
  title_id: Schema.optional(Schema.NullOr(WireId)),
})
const decodeWire = Schema.decodeUnknownSync(OwnDetailsWire)

export type OwnDetails = {
  id: string
  titleId: string | null
  firstName: string
  lastName: string
  jobDescription: string
  email: string
}

export const decodeOwnDetails = (body: unknown): OwnDetails => {
  const wire = decodeWire(body)
  return {
    id: String(wire.id),
    titleId: idOrNull(wire.title_id),
    firstName: wire.first_name ?? '',
    lastName: wire.last_name ?? '',
    jobDescription: wire.job_description ?? '',
    email: wire.email ?? '',
  }
}

export const actorPath = (actorId: string) => `/actors/actors/${encodeURIComponent(actorId)}`

export const fetchOwnDetails = async (actorId: string): Promise<OwnDetails> =>
  decodeOwnDetails(await api(actorPath(actorId)))

/** Below ['actors', actorId], the key the header's avatar reads, so invalidating the actor refreshes both. */
export const ownDetailsQueryOptions = (actorId: string) =>
  queryOptions({ queryKey: ['actors', actorId, 'own-details'], queryFn: () => fetchOwnDetails(actorId) })

export const useOwnDetails = (actorId: string) => useQuery(ownDetailsQueryOptions(actorId))
