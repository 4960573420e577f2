// The exposure's terms as the role and engagement forms hold them (docs/financial-exposure.md): how often the
// worker's company invoices, the payment terms, the worker's tax residence, the client's size and the expenses a
// day that would have been deductible had the worker been employed. Checked with
// the schema the server decodes with; sent under the same wire names by both forms. Pure: unit-tested.
import type { ClientSize } from '#domain/exposure/liability'
import { DEFAULT_PAYMENT_TERMS, type InvoicingFrequency } from '#domain/exposure/payments'
import { DeductibleExpensesPerDay, type ExposureTermsRecord, PaymentTermsDays } from '#domain/exposure-terms'
import { problemOf, rateOf, rateText, replaceIfChanged } from './details-rules'

export type ExposureTermsValues = {
  /** How the fee-payer pays the worker's company: the exposure is worked per payment. */
  invoicingFrequency: InvoicingFrequency
  /** Days from the end of an invoiced period to payment, as typed. */
  paymentTermsDays: string
  scottishTaxpayer: boolean
  /** '' while not known. */
  clientSize: Exclude<ClientSize, 'unknown'> | ''
  /** Pounds per working day, as typed; '' for none. */
  deductibleExpensesPerDay: string
}

/** Monthly in arrears, paid 30 days on, not Scottish, client size not known: what a record without terms reads as. */
export const DEFAULT_EXPOSURE_TERMS: ExposureTermsValues = {
  invoicingFrequency: DEFAULT_PAYMENT_TERMS.invoicing,
  paymentTermsDays: String(DEFAULT_PAYMENT_TERMS.paymentTermsDays),
  scottishTaxpayer: false,
  clientSize: '',
  deductibleExpensesPerDay: '',
}

/** Payment terms as typed: a whole number of days, or NaN (which the schema refuses with its message). */
const termsOf = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN)

/** Expenses as typed: '' is none, else pounds (NaN when not a number, which the schema refuses). */
const expensesOf = (text: string) => (text.trim() === '' ? 0 : rateOf(text))

/** The terms as the wire carries them. */
export const exposureTermsOf = (values: ExposureTermsValues): ExposureTermsRecord => ({
  invoicing_frequency: values.invoicingFrequency,
  payment_terms_days: termsOf(values.paymentTermsDays),
  scottish_taxpayer: values.scottishTaxpayer,
  client_size: values.clientSize === '' ? null : values.clientSize,
  deductible_expenses_per_day: expensesOf(values.deductibleExpensesPerDay),
})

/** The message of the payment terms, worded as the server words it. */
export const paymentTermsProblem = (values: ExposureTermsValues) =>
  problemOf(PaymentTermsDays, termsOf(values.paymentTermsDays))

/** The message of the deductible expenses, worded as the server words it. */
export const deductibleExpensesProblem = (values: ExposureTermsValues) =>
  problemOf(DeductibleExpensesPerDay, expensesOf(values.deductibleExpensesPerDay))

/** The form's terms as a stored record fills them. */
export const exposureTermsValuesOf = (record: ExposureTermsRecord): ExposureTermsValues => ({
  invoicingFrequency: record.invoicing_frequency,
  paymentTermsDays: String(record.payment_terms_days),
  scottishTaxpayer: record.scottish_taxpayer,
  clientSize: record.client_size ?? '',
  deductibleExpensesPerDay: record.deductible_expenses_per_day > 0 ? rateText(record.deductible_expenses_per_day) : '',
})

/** The replace operations of the terms that changed. */
export const exposureTermsChanges = (initial: ExposureTermsValues, values: ExposureTermsValues) => {
  const before = exposureTermsOf(initial)
  const after = exposureTermsOf(values)
  return [
    ...replaceIfChanged('/invoicing_frequency', before.invoicing_frequency, after.invoicing_frequency),
    ...replaceIfChanged('/payment_terms_days', before.payment_terms_days, after.payment_terms_days),
    ...replaceIfChanged('/scottish_taxpayer', before.scottish_taxpayer, after.scottish_taxpayer),
    ...replaceIfChanged('/client_size', before.client_size, after.client_size),
    ...replaceIfChanged(
      '/deductible_expenses_per_day',
      before.deductible_expenses_per_day,
      after.deductible_expenses_per_day,
    ),
  ]
}
