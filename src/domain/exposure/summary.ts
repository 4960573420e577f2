// What a stored result keeps of the exposure, and what the wire carries: the three coding figures, the set-off
// figures with their conditions, each tax year's time limit, interest to the day worked out, penalty ranges and
// whose liability it is. Amounts in pence; the screens and the report format them (docs/financial-exposure.md).
import type { CalendarDay } from './calendar-days.ts'
import type { LevyPayer } from './employment-taxes.ts'
import type { Exposure } from './exposure.ts'
import type { Liability } from './liability.ts'
import type { Coding } from './paye.ts'
import type { InvoicingFrequency } from './payments.ts'
import type { Behaviour } from './penalties.ts'
import type { TimeLimit } from './time-limits.ts'

export type ExposureSummary = {
  readonly worked_on: CalendarDay
  readonly invoicing_frequency: InvoicingFrequency
  readonly payment_terms_days: number
  readonly scottish_taxpayer: boolean
  readonly payments: number
  /**
   * The fees of the covered payments, the deductible expenses taken off them and the deemed direct payments
   * they leave. Absent from a breakdown stored before expenses were asked for (none were taken off then).
   */
  readonly deemed_payment?: {
    readonly fees_pence: number
    readonly deductible_expenses_pence: number
    readonly deemed_payments_pence: number
    readonly expenses_per_day_pence: number
  }
  /** Whose pay bill the levy counts; absent from a breakdown stored before it was said. */
  readonly levy?: {
    readonly payer: LevyPayer
    readonly pay_bill_known: boolean
    /** In the totals. */
    readonly pence: number
    /** The most it can be when the payer's pay bill is not known. */
    readonly up_to_pence: number
  }
  readonly codings: readonly {
    readonly coding: Coding
    readonly label: string
    /** The code of the latest tax year, as a payslip prints it: "1257L cumulative", "BR", "0T week 1/month 1". */
    readonly code: string
    readonly income_tax_pence: number
    readonly total_pence: number
  }[]
  readonly employee_nic_pence: number
  readonly employer_nic_pence: number
  readonly apprenticeship_levy_pence: number
  /** null when the organisation hides the offset. */
  readonly set_off: {
    readonly gross_pence: number
    readonly illustrated_pence: number
    readonly with_illustrated_pence: number
    readonly with_none_pence: number
    readonly conditions: readonly string[]
  } | null
  readonly years: readonly {
    readonly tax_year: string
    readonly time_limit: TimeLimit
    readonly payments: number
    readonly fees_pence: number
    readonly expected_pence: number
  }[]
  /** The expected case over the years open for each behaviour. */
  readonly by_behaviour: {
    readonly ordinary_pence: number
    readonly careless_pence: number
    readonly deliberate_pence: number
  }
  readonly interest_pence: number
  readonly penalties: readonly {
    readonly behaviour: Behaviour
    readonly label: string
    readonly minimum_unprompted_percent: number
    readonly minimum_prompted_percent: number
    readonly maximum_percent: number
    readonly least_pence: number
    readonly most_pence: number
  }[]
  readonly liability: {
    readonly chapter: Liability['chapter']
    readonly who_pays: string
    readonly points: readonly string[]
  }
}

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
