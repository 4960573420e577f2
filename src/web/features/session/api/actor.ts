// GET and PATCH /api/actors/actors/{actorId}: the signed-in person (spec part 1 §3, §7).
import { queryOptions, useQuery } from '@tanstack/react-query'
import * as Schema from 'effect/Schema'
import { api } from '../../../api/client'
import { idOrNull, WireId } from '../../../api/wire'

const OptionalText = Schema.optional(Schema.NullOr(Schema.String))
const OptionalId = Schema.optional(Schema.NullOr(WireId))

const ActorWire = Schema.Struct({
  id: WireId,
  first_name: OptionalText,
  last_name: OptionalText,
  email: OptionalText,
  job_description: OptionalText,
  title_id: OptionalId,
  agreed_terms_id: OptionalId,
  turnover_id: OptionalId,
  contractor_id: OptionalId,
})
const decodeWire = Schema.decodeUnknownSync(ActorWire)

export type Actor = {
  id: string
  firstName: string | null
  lastName: string | null
  email: string | null
  jobDescription: string | null
  titleId: string | null
  agreedTermsId: string | null
  turnoverId: string | null
  contractorId: string | null
}

const decodeActor = (body: unknown): Actor => {
  const wire = decodeWire(body)
  return {
    id: String(wire.id),
    firstName: wire.first_name ?? null,
    lastName: wire.last_name ?? null,
    email: wire.email ?? null,
    jobDescription: wire.job_description ?? null,
    titleId: idOrNull(wire.title_id),
    agreedTermsId: idOrNull(wire.agreed_terms_id),
    turnoverId: idOrNull(wire.turnover_id),
    contractorId: idOrNull(wire.contractor_id),
  }
}

const actorPath = (actorId: string) => `/actors/actors/${encodeURIComponent(actorId)}`

export const fetchActor = async (actorId: string): Promise<Actor> => decodeActor(await api(actorPath(actorId)))

export const actorQueryOptions = (actorId: string) =>
  queryOptions({ queryKey: ['actors', actorId], queryFn: () => fetchActor(actorId) })

export const useActor = (actorId: string | null) =>
  useQuery({ ...actorQueryOptions(actorId ?? ''), enabled: actorId !== null })

/** Replaces the actor's agreed terms with `termsId` (the terms screen's Save); answers the updated actor. */
export const agreeToTerms = async (actorId: string, termsId: string): Promise<Actor> =>
  decodeActor(
    await api(actorPath(actorId), {
      method: 'PATCH',
      body: [{ op: 'replace', path: '/agreed_terms_id', value: termsId }],
    }),
  )
