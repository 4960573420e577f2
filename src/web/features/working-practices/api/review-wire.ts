// Working practices reviews and one-off contractors as the server sends them (rules
// records.wpr-row, api.working-practices), decoded into the domain's types; loaded beside the request (reviews.ts).
import * as Schema from 'effect/Schema'
import type {
  BusinessSize,
  OneOffContractor,
  OneOffContractorPage,
  WorkingPracticeReviewPage,
} from '#domain/working-practices'

const ReviewRowWire = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  end_client: Schema.NullOr(Schema.String),
  agency: Schema.NullOr(Schema.String),
  start_date: Schema.NullOr(Schema.String),
  result: Schema.NullOr(Schema.String),
  status: Schema.String,
  archived: Schema.Boolean,
})
const ReviewPageWire = Schema.Struct({ items: Schema.Array(ReviewRowWire), pages: Schema.Number, count: Schema.Number })

export const decodeReviewPage = (wire: unknown): WorkingPracticeReviewPage => {
  const page = Schema.decodeUnknownSync(ReviewPageWire)(wire)
  return { ...page, items: [...page.items] }
}

const ContractorRowWire = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  email: Schema.String,
  company_name: Schema.String,
  phone_number: Schema.String,
  reviews: Schema.Number,
  latest_review: Schema.NullOr(Schema.String),
})
const ContractorPageWire = Schema.Struct({
  items: Schema.Array(ContractorRowWire),
  pages: Schema.Number,
  count: Schema.Number,
})

export const decodeContractorPage = (wire: unknown): OneOffContractorPage => {
  const page = Schema.decodeUnknownSync(ContractorPageWire)(wire)
  return { ...page, items: [...page.items] }
}

const ContractorWire = Schema.Struct({
  id: Schema.String,
  first_name: Schema.String,
  last_name: Schema.String,
  company_name: Schema.String,
  company_number: Schema.String,
  email: Schema.String,
  phone_number: Schema.String,
  organisation_id: Schema.String,
})
export const decodeContractor = (wire: unknown): OneOffContractor => Schema.decodeUnknownSync(ContractorWire)(wire)

const BusinessSizesWire = Schema.Array(Schema.Struct({ id: Schema.Number, name: Schema.String }))
export const decodeBusinessSizes = (wire: unknown): BusinessSize[] => [
  ...Schema.decodeUnknownSync(BusinessSizesWire)(wire),
]

/** The create call answers { id }: anything else is "Unexpected error" (rule errors.user-alerts). */
const CreatedWire = Schema.Struct({ id: Schema.String })
export const decodeCreated = (wire: unknown) => Schema.decodeUnknownOption(CreatedWire)(wire)
