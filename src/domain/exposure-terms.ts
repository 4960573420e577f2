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
export const DEDUCTIBLE_EXPENSES_MESSAGE =
  'Please enter deductible expenses per working day from £0 to £10,000, in pounds with at most two decimals.'
/**
 * Expenses per working day, in pounds, that would have been deductible had the worker been employed: they come
 * off the fees in the deemed direct payment. 0 when there are none.
 */
export const DeductibleExpensesPerDay = Schema.Number.pipe(
  Schema.check(
    Schema.makeFilter(
      (pounds: number) =>
        Number.isFinite(pounds) &&
        pounds >= 0 &&
        pounds <= 10_000 &&
        Math.abs(Math.round(pounds * 100) - pounds * 100) < 1e-6,
      { message: DEDUCTIBLE_EXPENSES_MESSAGE },
    ),
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
  deductible_expenses_per_day: Schema.optionalKey(DeductibleExpensesPerDay),
}

/** The replace operations of the terms in a PATCH list. */
export const EXPOSURE_TERMS_OPERATIONS = [
  ReplaceOperation('/invoicing_frequency', InvoicingFrequencyField),
  ReplaceOperation('/payment_terms_days', PaymentTermsDays),
  ReplaceOperation('/scottish_taxpayer', Schema.Boolean),
  ReplaceOperation('/client_size', ClientSizeField),
  ReplaceOperation('/deductible_expenses_per_day', DeductibleExpensesPerDay),
] as const

/** The terms as a record sends them back. */
export const ExposureTermsWire = {
  invoicing_frequency: InvoicingFrequencyField,
  payment_terms_days: Schema.Number,
  scottish_taxpayer: Schema.Boolean,
  client_size: ClientSizeField,
  deductible_expenses_per_day: Schema.Number,
}

/** The terms as a record reads them back. */
export type ExposureTermsRecord = {
  invoicing_frequency: InvoicingFrequency
  payment_terms_days: number
  scottish_taxpayer: boolean
  /** null: not known yet. */
  client_size: Exclude<ClientSize, 'unknown'> | null
  /** Pounds per working day; 0: none. */
  deductible_expenses_per_day: number
}
