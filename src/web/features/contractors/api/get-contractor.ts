// GET /api/actors/master-contractors/{id}: one contractor as the edit form reads it, with its version.
import { queryOptions, useQuery } from '@tanstack/react-query'
import * as Schema from 'effect/Schema'
import type { MasterContractor } from '#domain/contractors'
import { api } from '../../../api/client'

const MasterContractorWire = Schema.Struct({
  id: Schema.String,
  first_name: Schema.String,
  last_name: Schema.String,
  company_name: Schema.String,
  company_number: Schema.String,
  email: Schema.String,
  phone_number: Schema.String,
  external_reference: Schema.NullOr(Schema.String),
  share_with_provider: Schema.Boolean,
  organisation_id: Schema.String,
  ir35_insured: Schema.NullOr(Schema.Boolean),
  version: Schema.Number,
})

export const masterContractorPath = (id: string) => `/actors/master-contractors/${encodeURIComponent(id)}`

export const decodeMasterContractor = (wire: unknown): MasterContractor =>
  Schema.decodeUnknownSync(MasterContractorWire)(wire)

export const contractorQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['contractors', id, 'detail'],
    queryFn: async () => decodeMasterContractor(await api(masterContractorPath(id))),
  })

export const useContractor = (id: string) => useQuery(contractorQueryOptions(id))
