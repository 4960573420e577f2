// GET /api/actors/turnovers: the annual turnover bands of the onboarding form (rule api.profile).
import { queryOptions, useQuery } from '@tanstack/react-query'
import * as Schema from 'effect/Schema'
import { api } from '../../../api/client'

const TurnoversWire = Schema.Array(Schema.Struct({ id: Schema.Number, name: Schema.String }))
const decodeTurnovers = Schema.decodeUnknownSync(TurnoversWire)

export const fetchTurnovers = async () => decodeTurnovers(await api('/actors/turnovers'))

// Reference data: it changes with a release, not while the page is open.
export const turnoversQueryOptions = queryOptions({
  queryKey: ['turnovers'],
  queryFn: fetchTurnovers,
  staleTime: Number.POSITIVE_INFINITY,
})

export const useTurnovers = () => useQuery(turnoversQueryOptions)
