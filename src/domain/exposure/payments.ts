// The payments an engagement makes to the worker's company. Each is a deemed direct payment when it is made, so
// PAYE runs per payment: its date decides the tax year, the PAYE period and the National Insurance rates, and
// the interval between payments is the NIC earnings period (never less than a week).
import { type CalendarDay, calendarDay, dayNumber, dayOfNumber, yearOf } from './calendar-days.ts'
import { workingDayCounter } from './working-days.ts'

export const INVOICING_FREQUENCIES = ['weekly', 'fortnightly', 'four_weekly', 'monthly'] as const
export type InvoicingFrequency = (typeof INVOICING_FREQUENCIES)[number]

export type PaymentTerms = {
  readonly invoicing: InvoicingFrequency
  /** Days from the end of the invoiced period to payment. */
  readonly paymentTermsDays: number
}

/** Monthly in arrears, paid 30 days after the month's end: the common contractor arrangement. */
export const DEFAULT_PAYMENT_TERMS: PaymentTerms = { invoicing: 'monthly', paymentTermsDays: 30 }

/** A PAYE and NIC period: n weeks, or a calendar month of the tax year. */
export type EarningsPeriod = { readonly kind: 'weeks'; readonly weeks: number } | { readonly kind: 'month' }

export type Payment = {
  readonly workFrom: CalendarDay
  readonly workTo: CalendarDay
  readonly paidOn: CalendarDay
  readonly workingDays: number
  readonly feesPence: number
  readonly earningsPeriod: EarningsPeriod
}

const WEEKS: Record<Exclude<InvoicingFrequency, 'monthly'>, number> = { weekly: 1, fortnightly: 2, four_weekly: 4 }

const periodOf = (invoicing: InvoicingFrequency): EarningsPeriod =>
  invoicing === 'monthly' ? { kind: 'month' } : { kind: 'weeks', weeks: WEEKS[invoicing] }

const lastDayOfMonth = (day: CalendarDay) => {
  const year = yearOf(day)
  const month = Number(day.slice(5, 7))
  return dayNumber(month === 12 ? calendarDay(year + 1, 1, 1) : calendarDay(year, month + 1, 1)) - 1
}

/** The work periods from start to end: calendar months, or blocks of 1, 2 or 4 weeks from the start date. */
const workPeriods = (start: number, end: number, invoicing: InvoicingFrequency) => {
  const periods: { from: number; to: number }[] = []
  for (let from = start; from <= end; ) {
    const natural = invoicing === 'monthly' ? lastDayOfMonth(dayOfNumber(from)) : from + 7 * WEEKS[invoicing] - 1
    const to = Math.min(natural, end)
    periods.push({ from, to })
    from = to + 1
  }
  return periods
}

/**
 * The earnings period of a lone payment: the shortest of a week, two weeks, four weeks or a month that covers its
 * work, never longer than the invoicing interval and never less than a week. A regular payer's is the interval.
 */
const lonePeriod = (from: number, to: number, invoicing: InvoicingFrequency): EarningsPeriod => {
  const days = to - from + 1
  const interval = periodOf(invoicing)
  const covering: EarningsPeriod =
    days <= 7
      ? { kind: 'weeks', weeks: 1 }
      : days <= 14
        ? { kind: 'weeks', weeks: 2 }
        : days <= 28
          ? { kind: 'weeks', weeks: 4 }
          : { kind: 'month' }
  const length = (period: EarningsPeriod) => (period.kind === 'month' ? 30 : period.weeks * 7)
  return length(covering) < length(interval) ? covering : interval
}

/** The payments from start to end, in order; periods without a working day make no payment. */
export const paymentsFor = (
  startDate: CalendarDay,
  endDate: CalendarDay,
  dailyRatePence: number,
  terms: PaymentTerms,
): readonly Payment[] => {
  const periods = workPeriods(dayNumber(startDate), dayNumber(endDate), terms.invoicing)
  const lone = periods.length === 1
  const count = workingDayCounter(startDate, endDate)
  return periods.flatMap(({ from, to }) => {
    const workingDays = count(from, to)
    if (workingDays === 0) return []
    return [
      {
        workFrom: dayOfNumber(from),
        workTo: dayOfNumber(to),
        paidOn: dayOfNumber(to + terms.paymentTermsDays),
        workingDays,
        feesPence: workingDays * dailyRatePence,
        earningsPeriod: lone ? lonePeriod(from, to, terms.invoicing) : periodOf(terms.invoicing),
      },
    ]
  })
}

export const INVOICING_LABELS: Record<InvoicingFrequency, string> = {
  weekly: 'Weekly',
  fortnightly: 'Fortnightly',
  four_weekly: 'Every four weeks',
  monthly: 'Monthly',
}

/** "Monthly in arrears, paid 30 days after each period", as the result and the report say it. */
export const paymentTermsText = (invoicing: InvoicingFrequency, paymentTermsDays: number) =>
  `${INVOICING_LABELS[invoicing]} in arrears, paid ${
    paymentTermsDays === 0 ? 'on the last day of' : `${paymentTermsDays} day${paymentTermsDays === 1 ? '' : 's'} after`
  } each period`
