// The wire shapes of the contractor's profile and of the reference lists its form offers, decoded with Effect Schema;
// loaded beside the requests (get-contractor-profile.ts, get-industries.ts, get-turnovers.ts).
import * as Schema from 'effect/Schema'
import type { ContractorProfileResponse } from '#domain/contractor-profile'

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
export const decodeContractorProfile: (body: unknown) => ContractorProfileResponse =
  Schema.decodeUnknownSync(ContractorProfileWire)

const Named = Schema.Struct({ id: Schema.Number, name: Schema.String })
const IndustriesWire = Schema.Array(Schema.Struct({ ...Named.fields, occupations: Schema.Array(Named) }))
export type Industry = (typeof IndustriesWire.Type)[number]
export const decodeIndustries: (body: unknown) => readonly Industry[] = Schema.decodeUnknownSync(IndustriesWire)

const TurnoversWire = Schema.Array(Named)
export type Turnover = typeof Named.Type
export const decodeTurnovers: (body: unknown) => readonly Turnover[] = Schema.decodeUnknownSync(TurnoversWire)
