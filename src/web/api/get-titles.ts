// GET /api/actors/titles: the forms of address the title selects offer (rule api.actors); reference data that
// the organisation user's own details and the contractor's profile both read.
import { queryOptions, useQuery } from '@tanstack/react-query'
import * as Schema from 'effect/Schema'
import { api } from './client'

const TitlesWire = Schema.Array(Schema.Struct({ id: Schema.Number, name: Schema.String }))
const decodeTitles = Schema.decodeUnknownSync(TitlesWire)

export type Title = { id: string; name: string }

export const fetchTitles = async (): Promise<Title[]> =>
  decodeTitles(await api('/actors/titles')).map((title) => ({ id: String(title.id), name: title.name }))

// Reference data: it changes with a release, not while the page is open.
export const titlesQueryOptions = queryOptions({ queryKey: ['titles'], queryFn: fetchTitles, staleTime: Infinity })

export const useTitles = () => useQuery(titlesQueryOptions)
