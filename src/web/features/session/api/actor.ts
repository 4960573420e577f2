// GET and PATCH /api/actors/actors/{actorId}: the signed-in person (rules records.actor, api.actors).
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../api/client'
import { decoded } from '../../../api/decoded'

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

const actorDecoder = async () => (await import('./actor-wire')).decodeActor

const actorPath = (actorId: string) => `/actors/actors/${encodeURIComponent(actorId)}`

export const fetchActor = (actorId: string): Promise<Actor> => decoded(api(actorPath(actorId)), actorDecoder)

export const actorQueryOptions = (actorId: string) =>
  queryOptions({ queryKey: ['actors', actorId], queryFn: () => fetchActor(actorId) })

export const useActor = (actorId: string | null) =>
  useQuery({ ...actorQueryOptions(actorId ?? ''), enabled: actorId !== null })

/** Replaces the actor's agreed terms with `termsId` (the terms screen's Save); answers the updated actor. */
export const agreeToTerms = (actorId: string, termsId: string): Promise<Actor> =>
  decoded(
    api(actorPath(actorId), {
      method: 'PATCH',
      body: [{ op: 'replace', path: '/agreed_terms_id', value: termsId }],
    }),
    actorDecoder,
  )
