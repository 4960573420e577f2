// How the fee-payer pays the worker's company and who the client is: the terms the exposure is worked with, per
// payment (docs/financial-exposure.md). Engagements and job roles carry them alike, under the same wire names and
// checks; a role's are copied into an engagement made from it.
import * as Schema from 'effect/Schema'
import { CLIENT_SIZES, type ClientSize } from './exposure/liability.ts'
import { INVOICING_FREQUENCIES, type InvoicingFrequency } from './exposure/payments.ts'
import { ReplaceOperation } from './patch.ts'

export const InvoicingFrequencyField = Schema.Literals(INVOICING_FREQUENCIES)
export const PaymentTermsDays = Schema.Number.pipe(
  Schema.check(
    Schema.makeFilter((days: number) => Number.isInteger(days) && days >= 0 && days <= 120, {
      message: 'Please enter payment terms from 0 to 120 days.',
    }),
  ),
)
/** The client's size decides Chapter 10 or Chapter 8; null while it is not known. */
export const ClientSizeField = Schema.NullOr(Schema.Literals(CLIENT_SIZES.filter((size) => size !== 'unknown')))

/** The terms as a create body takes them: each optional, a missing one keeps its default. */
export const ExposureTermsBody = {
  invoicing_frequency: Schema.optionalKey(InvoicingFrequencyField),
  payment_terms_days: Schema.optionalKey(PaymentTermsDays),
  scottish_taxpayer: Schema.optionalKey(Schema.Boolean),
  client_size: Schema.optionalKey(ClientSizeField),
}

/** The replace operations of the terms in a PATCH list. */
export const EXPOSURE_TERMS_OPERATIONS = [
  ReplaceOperation('/invoicing_frequency', InvoicingFrequencyField),
  ReplaceOperation('/payment_terms_days', PaymentTermsDays),
  ReplaceOperation('/scottish_taxpayer', Schema.Boolean),
  ReplaceOperation('/client_size', ClientSizeField),
] as const

/** The terms as a record sends them back. */
export const ExposureTermsWire = {
  invoicing_frequency: InvoicingFrequencyField,
  payment_terms_days: Schema.Number,
  scottish_taxpayer: Schema.Boolean,
  client_size: ClientSizeField,
}

/** The terms as a record reads them back. */
export type ExposureTermsRecord = {
  invoicing_frequency: InvoicingFrequency
  payment_terms_days: number
  scottish_taxpayer: boolean
  /** null: not known yet. */
  client_size: Exclude<ClientSize, 'unknown'> | null
}
