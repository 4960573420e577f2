// Late-payment interest on PAYE the fee-payer should have paid: simple interest, day by day, on each tax month's
// tax and National Insurance from the 22nd after the tax month ends (the electronic payment day) up to today.
// HMRC's rate is Bank Rate + 4% from 6 April 2025 and Bank Rate + 2.5% before; it moves some days after each
// Bank Rate change, so the rows below are HMRC's own effective dates with the Bank Rate each follows.
// Which rows were checked against HMRC's published text, and which were not: docs/financial-exposure.md, "Sources checked".
import { type CalendarDay, calendarDay, dayNumber, yearOf } from './calendar-days.ts'
import type { BasisPoints } from './tax-years.ts'

export type InterestRow = {
  /** HMRC's effective date for late payments other than quarterly instalments. */
  readonly from: CalendarDay
  readonly bankRate: BasisPoints
  /** Late-payment interest = Bank Rate + margin. */
  readonly margin: BasisPoints
}

/** HMRC's published table: "Rates and allowances: HMRC interest rates for late and early payments". */
export const INTEREST_SOURCE =
  'https://www.gov.uk/government/publications/rates-and-allowances-hmrc-interest-rates-for-late-and-early-payments/rates-and-allowances-hmrc-interest-rates'
/** The Bank of England's Bank Rate history the rows follow. */
export const BANK_RATE_SOURCE = 'https://www.bankofengland.co.uk/boeapps/database/Bank-Rate.asp'

const row = (from: CalendarDay, bankRate: number, margin = 250): InterestRow => ({ from, bankRate, margin })

export const INTEREST_ROWS: readonly InterestRow[] = [
  row('2016-08-23', 25),
  row('2017-11-21', 50),
  row('2018-08-21', 75),
  row('2020-03-30', 25),
  row('2020-04-07', 10),
  // HMRC corrected this date from 4 to 7 January 2022 (its table's change note, spring 2022).
  row('2022-01-07', 25),
  row('2022-02-21', 50),
  row('2022-04-05', 75),
  row('2022-05-24', 100),
  row('2022-07-05', 125),
  row('2022-08-23', 175),
  row('2022-10-11', 225),
  row('2022-11-22', 300),
  row('2023-01-06', 350),
  row('2023-02-21', 400),
  row('2023-04-13', 425),
  row('2023-05-31', 450),
  row('2023-07-11', 500),
  row('2023-08-22', 525),
  row('2024-08-20', 500),
  row('2024-11-26', 475),
  row('2025-02-25', 450),
  // Finance Act 2025: the margin rises from 2.5% to 4% from 6 April 2025.
  row('2025-04-06', 450, 400),
  row('2025-05-28', 425, 400),
  row('2025-08-27', 400, 400),
  row('2026-01-09', 375, 400),
]

const INTEREST_DAYS = INTEREST_ROWS.map((rate) => dayNumber(rate.from))

/** The last row held: interest after it uses its rate until a later row is added. */
export const LAST_INTEREST_ROW = INTEREST_ROWS[INTEREST_ROWS.length - 1]!

/** The day PAYE for a payment was due: the 22nd after the end of its tax month (tax months end on the 5th). */
export const payeDueDate = (paidOn: CalendarDay): CalendarDay => {
  const year = yearOf(paidOn)
  const month = Number(paidOn.slice(5, 7))
  const date = Number(paidOn.slice(8, 10))
  if (date <= 5) return calendarDay(year, month, 22)
  return month === 12 ? calendarDay(year + 1, 1, 22) : calendarDay(year, month + 1, 22)
}

/**
 * Simple interest on an amount from the due date to today, at each row's rate for the days it was in force,
 * a 365-day year; the products are summed exactly and rounded down to the penny once.
 */
export const lateInterest = (amountPence: number, dueDate: CalendarDay, today: CalendarDay): number => {
  const start = dayNumber(dueDate)
  const end = dayNumber(today)
  if (end <= start || amountPence <= 0) return 0
  let products = 0n
  INTEREST_ROWS.forEach((rate, index) => {
    const next = INTEREST_DAYS[index + 1]
    const from = Math.max(start, INTEREST_DAYS[index]!)
    const to = Math.min(end, next ?? end)
    if (to > from) products += BigInt(to - from) * BigInt(rate.bankRate + rate.margin)
  })
  return Number((products * BigInt(amountPence)) / (10_000n * 365n))
}
