// GET /api/actors/industries: the sectors and their occupations, the form's Sector and Business activity
// (rule records.onboarding-profile).
import { queryOptions, useQuery } from '@tanstack/react-query'
import * as Schema from 'effect/Schema'
import { api } from '../../../api/client'

const Named = Schema.Struct({ id: Schema.Number, name: Schema.String })
const IndustriesWire = Schema.Array(Schema.Struct({ ...Named.fields, occupations: Schema.Array(Named) }))
const decodeIndustries = Schema.decodeUnknownSync(IndustriesWire)

export type Industry = (typeof IndustriesWire.Type)[number]

export const fetchIndustries = async () => decodeIndustries(await api('/actors/industries'))

// Reference data: it changes with a release, not while the page is open.
export const industriesQueryOptions = queryOptions({
  queryKey: ['industries'],
  queryFn: fetchIndustries,
  staleTime: Number.POSITIVE_INFINITY,
})

export const useIndustries = () => useQuery(industriesQueryOptions)
