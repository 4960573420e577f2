// Income tax on each deemed direct payment, three ways, because the fee-payer rarely knows the worker's code:
// - illustration: HMRC's own illustration, the emergency code (1257L from 2021/22) operated cumulatively, as if
//   these payments were the worker's only pay in the tax year;
// - expected: BR, the code for a starter who has another job (starter statement C), as most deemed employees
//   already draw a salary from their own company: 20% of every pound;
// - noStarterInfo: 0T on a week 1 / month 1 basis, what PAYE uses when the worker gives no starter information:
//   no tax-free pay, each period's bands a fraction of the year's.
// The method follows HMRC's PAYE tables (the exact percentage method): taxable pay is rounded down to whole
// pounds, a period's band limits are the annual ones × periods ÷ 52 or 12 rounded up to the pound, the tax-free
// pay of a code is (code × 10 + 9) ÷ 52 or 12 per period rounded up to the penny, tax is rounded down to the penny.
import { type CalendarDay, calendarDay, dayNumber } from './calendar-days.ts'
import type { EarningsPeriod } from './payments.ts'
import { type IncomeTaxBand, startYearOf, type TaxYearRates, taxYearOf } from './tax-years.ts'

export const CODINGS = ['illustration', 'expected', 'noStarterInfo'] as const
export type Coding = (typeof CODINGS)[number]

export type PerCoding<T> = { readonly [K in Coding]: T }

/** The basic rate a BR (or SBR) code deducts: 20% in every year held, Scottish years included. */
const BASIC_RATE = 2_000n

const ceilDiv = (a: bigint, b: bigint) => (a + b - 1n) / b

/** Periods in a year for a period kind: 52 weeks or 12 months. */
const perYear = (period: EarningsPeriod) => (period.kind === 'month' ? 12n : 52n)
const periodsIn = (period: EarningsPeriod) => (period.kind === 'month' ? 1n : BigInt(period.weeks))

/** The PAYE period number of a payment day in its tax year: tax month 1–12 or tax week 1–53. */
export const payePeriodNumber = (day: CalendarDay, period: EarningsPeriod): number => {
  const taxYearStart = dayNumber(calendarDay(startYearOf(taxYearOf(day)), 4, 6))
  if (period.kind === 'weeks') return Math.floor((dayNumber(day) - taxYearStart) / 7) + 1
  const month = Number(day.slice(5, 7))
  const date = Number(day.slice(8, 10))
  const raw = date >= 6 ? month - 3 : month - 4
  return ((raw - 1 + 24) % 12) + 1
}

/** Tax on taxable pay (whole pounds) across bands scaled to `periods` of the year, in pence, rounded down. */
const taxOnScaledBands = (
  taxablePounds: bigint,
  bands: readonly IncomeTaxBand[],
  periods: bigint,
  periodsPerYear: bigint,
): bigint => {
  let products = 0n
  let from = 0n
  for (const band of bands) {
    const to = band.upToPence === null ? null : ceilDiv(BigInt(band.upToPence / 100) * periods, periodsPerYear) // pounds
    const top = to === null || taxablePounds < to ? taxablePounds : to
    if (top > from) products += (top - from) * BigInt(band.rate)
    if (to === null || taxablePounds <= to) break
    from = to
  }
  return (products * 100n) / 10_000n
}

/** Tax-free pay of a code for `periods` periods, in pence: (code × 10 + 9) ÷ periods a year, rounded up per period. */
const freePay = (codeNumber: number, periods: bigint, periodsPerYear: bigint) =>
  ceilDiv(BigInt(codeNumber * 10 + 9) * 100n, periodsPerYear) * periods

export type PayePayment = {
  readonly paidOn: CalendarDay
  readonly feesPence: number
  readonly earningsPeriod: EarningsPeriod
}

/**
 * Income tax on one tax year's payments (in date order), per payment, for each coding. The illustration is
 * cumulative within the year (tax to date less tax already deducted); the other two look at each payment alone.
 * Week 53 is always non-cumulative, as PAYE treats it.
 */
export const incomeTaxOnPayments = (
  payments: readonly PayePayment[],
  rates: TaxYearRates,
  scottish: boolean,
): readonly PerCoding<number>[] => {
  const bands = scottish ? rates.scottishBands : rates.bands
  let payToDate = 0n
  let taxToDate = 0n
  return payments.map((payment) => {
    const pay = BigInt(payment.feesPence)
    const period = payment.earningsPeriod
    const yearly = perYear(period)
    const own = periodsIn(period)
    const wholePounds = (pence: bigint) => (pence > 0n ? pence / 100n : 0n)

    const expected = (wholePounds(pay) * 100n * BASIC_RATE) / 10_000n
    const noStarterInfo = taxOnScaledBands(wholePounds(pay), bands, own, yearly)

    const number = BigInt(payePeriodNumber(payment.paidOn, period))
    let illustration: bigint
    if (period.kind === 'weeks' && number === 53n) {
      illustration = taxOnScaledBands(wholePounds(pay - freePay(rates.codeNumber, own, yearly)), bands, own, yearly)
    } else {
      payToDate += pay
      const due = taxOnScaledBands(
        wholePounds(payToDate - freePay(rates.codeNumber, number, yearly)),
        bands,
        number,
        yearly,
      )
      illustration = due - taxToDate
      taxToDate = due
    }
    return { illustration: Number(illustration), expected: Number(expected), noStarterInfo: Number(noStarterInfo) }
  })
}

/** The code each coding stands for in a tax year, as a payslip would print it. */
export const codeLabels = (rates: TaxYearRates, scottish: boolean): PerCoding<string> => {
  const prefix = scottish ? 'S' : ''
  return {
    illustration: `${prefix}${rates.codeNumber}L cumulative`,
    expected: `${prefix}BR`,
    noStarterInfo: `${prefix}0T week 1/month 1`,
  }
}
