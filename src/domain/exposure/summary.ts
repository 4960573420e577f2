// What a stored result keeps of the exposure, and what the wire carries: the three coding figures, the set-off
// figures with their conditions, each tax year's time limit, interest to the day worked out, penalty ranges and
// whose liability it is. Amounts in pence; the screens and the report format them (docs/financial-exposure.md).
import * as Schema from 'effect/Schema'
import type { Exposure } from './exposure.ts'
import { CODINGS } from './paye.ts'
import { INVOICING_FREQUENCIES } from './payments.ts'
import { BEHAVIOURS } from './penalties.ts'
import { TIME_LIMITS } from './time-limits.ts'

export const ExposureSummary = Schema.Struct({
  /** The day the figures were worked out (YYYY-MM-DD). */
  worked_on: Schema.String,
  invoicing_frequency: Schema.Literals(INVOICING_FREQUENCIES),
  payment_terms_days: Schema.Number,
  scottish_taxpayer: Schema.Boolean,
  payments: Schema.Number,
  /**
   * The fees of the covered payments, the deductible expenses taken off them and the deemed direct payments
   * they leave. Absent from a breakdown stored before expenses were asked for (none were taken off then).
   */
  deemed_payment: Schema.optionalKey(
    Schema.Struct({
      fees_pence: Schema.Number,
      deductible_expenses_pence: Schema.Number,
      deemed_payments_pence: Schema.Number,
      expenses_per_day_pence: Schema.Number,
    }),
  ),
  /** Whose pay bill the levy counts; absent from a breakdown stored before it was said. */
  levy: Schema.optionalKey(
    Schema.Struct({
      payer: Schema.Literals(['client', 'agency', 'worker_company']),
      pay_bill_known: Schema.Boolean,
      /** In the totals. */
      pence: Schema.Number,
      /** The most it can be when the payer's pay bill is not known. */
      up_to_pence: Schema.Number,
    }),
  ),
  codings: Schema.Array(
    Schema.Struct({
      coding: Schema.Literals(CODINGS),
      label: Schema.String,
      /** The code of the latest tax year, as a payslip prints it: "1257L cumulative", "BR", "0T week 1/month 1". */
      code: Schema.String,
      income_tax_pence: Schema.Number,
      total_pence: Schema.Number,
    }),
  ),
  employee_nic_pence: Schema.Number,
  employer_nic_pence: Schema.Number,
  apprenticeship_levy_pence: Schema.Number,
  /** null when the organisation hides the offset. */
  set_off: Schema.NullOr(
    Schema.Struct({
      gross_pence: Schema.Number,
      illustrated_pence: Schema.Number,
      with_illustrated_pence: Schema.Number,
      with_none_pence: Schema.Number,
      conditions: Schema.Array(Schema.String),
    }),
  ),
  years: Schema.Array(
    Schema.Struct({
      tax_year: Schema.String,
      time_limit: Schema.Literals(TIME_LIMITS),
      payments: Schema.Number,
      fees_pence: Schema.Number,
      expected_pence: Schema.Number,
    }),
  ),
  /** The expected case over the years open for each behaviour. */
  by_behaviour: Schema.Struct({
    ordinary_pence: Schema.Number,
    careless_pence: Schema.Number,
    deliberate_pence: Schema.Number,
  }),
  interest_pence: Schema.Number,
  penalties: Schema.Array(
    Schema.Struct({
      behaviour: Schema.Literals(BEHAVIOURS),
      label: Schema.String,
      minimum_unprompted_percent: Schema.Number,
      minimum_prompted_percent: Schema.Number,
      maximum_percent: Schema.Number,
      least_pence: Schema.Number,
      most_pence: Schema.Number,
    }),
  ),
  liability: Schema.Struct({
    chapter: Schema.Literals(['chapter_10', 'chapter_8', 'unknown']),
    who_pays: Schema.String,
    points: Schema.Array(Schema.String),
  }),
}).annotate({ identifier: 'ExposureSummary' })
export type ExposureSummary = typeof ExposureSummary.Type

const percent = (basisPoints: number) => basisPoints / 100

/** How the result and the report name the levy's line: whose pay bill it counts, and whether it is in the totals. */
export const levyLine = (levy: NonNullable<ExposureSummary['levy']>): string =>
  ({
    client: levy.pay_bill_known
      ? "Apprenticeship Levy, on the organisation's pay bill (in the totals)"
      : "Apprenticeship Levy: the organisation's pay bill is not set, so it is left out",
    agency: levy.pay_bill_known
      ? "Apprenticeship Levy, the agency's cost on its own pay bill (in the totals)"
      : "Apprenticeship Levy, the agency's cost, not the client's: its pay bill is not set, so this is the most it can be and is left out of the totals",
    worker_company:
      "Apprenticeship Levy: under Chapter 8 it counts the worker's company's own pay bill, so it is left out",
  })[levy.payer]

/** The levy's amount on that line: what is in the totals, or the most it can be when the agency's pay bill is not known. */
export const levyAmount = (levy: NonNullable<ExposureSummary['levy']>): number =>
  levy.payer === 'agency' && !levy.pay_bill_known ? levy.up_to_pence : levy.pence

export const summaryOf = (exposure: Exposure): ExposureSummary => {
  const latest = exposure.byTaxYear[exposure.byTaxYear.length - 1]
  return {
    worked_on: exposure.today,
    invoicing_frequency: exposure.terms.invoicing,
    payment_terms_days: exposure.terms.paymentTermsDays,
    scottish_taxpayer: exposure.scottishTaxpayer,
    payments: exposure.payments.filter((payment) => payment.covered).length,
    deemed_payment: {
      fees_pence: exposure.deemedPayment.feesPence,
      deductible_expenses_pence: exposure.deemedPayment.deductibleExpensesPence,
      deemed_payments_pence: exposure.deemedPayment.deemedPaymentsPence,
      expenses_per_day_pence: exposure.deemedPayment.expensesPerDayPence,
    },
    levy: {
      payer: exposure.levy.payer,
      pay_bill_known: exposure.levy.payBillKnown,
      pence: exposure.levy.pence,
      up_to_pence: exposure.levy.upToPence,
    },
    codings: (['illustration', 'expected', 'noStarterInfo'] as const).map((coding) => ({
      coding,
      label: exposure.codings[coding].label,
      code: latest?.codes[coding] ?? '',
      income_tax_pence: exposure.codings[coding].incomeTaxPence,
      total_pence: exposure.codings[coding].totalPence,
    })),
    employee_nic_pence: exposure.employeeNicPence,
    employer_nic_pence: exposure.employerNicPence,
    apprenticeship_levy_pence: exposure.apprenticeshipLevyPence,
    set_off: {
      gross_pence: exposure.setOff.grossPence,
      illustrated_pence: exposure.setOff.illustratedSetOffPence,
      with_illustrated_pence: exposure.setOff.withIllustratedSetOffPence,
      with_none_pence: exposure.setOff.withNoSetOffPence,
      conditions: exposure.setOff.conditions,
    },
    years: exposure.byTaxYear.map((year) => ({
      tax_year: year.taxYear,
      time_limit: year.timeLimit,
      payments: year.payments,
      fees_pence: year.feesPence,
      expected_pence: year.total.expected,
    })),
    by_behaviour: {
      ordinary_pence: exposure.byBehaviour.ordinary,
      careless_pence: exposure.byBehaviour.careless,
      deliberate_pence: exposure.byBehaviour.deliberate,
    },
    interest_pence: exposure.interest.totalPence,
    penalties: exposure.penalties.map((range) => ({
      behaviour: range.behaviour,
      label: range.label,
      minimum_unprompted_percent: percent(range.minimumUnprompted),
      minimum_prompted_percent: percent(range.minimumPrompted),
      maximum_percent: percent(range.maximum),
      least_pence: range.leastPence,
      most_pence: range.mostPence,
    })),
    liability: {
      chapter: exposure.liability.chapter,
      who_pays: exposure.liability.whoPays,
      points: exposure.liability.points,
    },
  }
}

/** The summary an organisation's settings let a reader see: the set-off goes with hide_offset. */
export const visibleSummary = (summary: ExposureSummary | null, showOffset: boolean): ExposureSummary | null =>
  summary === null || showOffset ? summary : { ...summary, set_off: null }
