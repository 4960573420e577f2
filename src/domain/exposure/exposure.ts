// The potential financial exposure shown on an assessment result: the income tax and National Insurance (and
// Apprenticeship Levy) the fee-payer would owe if an engagement treated as outside IR35 were found inside, and
// the offset HMRC would set against it. The formula, assumptions and worked examples are in
// docs/financial-exposure.md; the rates are in tax-years.ts.
import { DAY_BOUNDS } from '../days.ts'
import type { CalendarDay } from './calendar-days.ts'
import { apprenticeshipLevyOn, employeeNicOn, employerNicOn, incomeTaxOn } from './employment-taxes.ts'
import { estimatedOffset } from './offset.ts'
import { type RatesLookup, ratesFor, type TaxYearLabel } from './tax-years.ts'
import { type WorkingDays, workingDaysBetween } from './working-days.ts'

export type ExposureInput = {
  readonly dailyRatePence: number
  readonly startDate: CalendarDay // YYYY-MM-DD
  readonly endDate: CalendarDay // YYYY-MM-DD, not before startDate
  /** The organisation's annual pay bill; the apprenticeship levy counts only when it is set. */
  readonly payBillPence?: number | null
}

/** One tax year's share of the engagement. */
export type ExposureYear = {
  readonly taxYear: TaxYearLabel
  /** The table year whose rates were used: the same year unless the table does not hold it. */
  readonly ratesYear: TaxYearLabel
  readonly fallback: RatesLookup['fallback']
  readonly workingDays: number
  readonly feesPence: number
  readonly incomeTaxPence: number
  readonly employeeNicPence: number
  readonly employerNicPence: number
  readonly apprenticeshipLevyPence: number
  /** The offset's workings: what the worker's company is estimated to have paid. */
  readonly corporationTaxPence: number
  readonly offsetPence: number
}

export type Exposure = {
  readonly workingDays: number
  readonly feesPence: number // day rate × working days
  readonly incomeTaxPence: number
  readonly employeeNicPence: number
  readonly employerNicPence: number
  readonly apprenticeshipLevyPence: number
  /** What the fee-payer would owe: the sum of the four above. */
  readonly exposurePence: number
  /** The estimate of tax already paid by the worker's company that HMRC would set off. */
  readonly offsetPence: number
  /** The tax years used, and whether a date past the table fell back to the latest year. */
  readonly taxYears: readonly TaxYearLabel[]
  readonly usedLatestYearFor: readonly TaxYearLabel[] // e.g. ['2027/28'] when the table stops at 2026/27
  /** Tax years before the table, worked out with its earliest year. */
  readonly usedEarliestYearFor: readonly TaxYearLabel[]
  readonly byTaxYear: readonly ExposureYear[]
  readonly notes: readonly string[] // plain-English caveats to show under the figure
}

export const ALWAYS_NOTES = [
  "Worked out as if the fees were the worker's only employment income in each tax year, at the income tax " +
    'rates for England, Wales and Northern Ireland. Interest and penalties are not included.',
  "The offset is an estimate of the corporation tax the worker's company would have paid on the fees, set " +
    'against the income tax. HMRC sets off only tax it can see was paid.',
] as const

const requireWholePence = (name: string, value: number) => {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${name} must be a whole number of pence ≥ 0`)
}

const sumOf = (years: readonly ExposureYear[], pick: (year: ExposureYear) => number) =>
  years.reduce((sum, year) => sum + pick(year), 0)

const listed = (items: readonly (string | number)[]) =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`

const yearsFellBack = (years: readonly ExposureYear[], fallback: RatesLookup['fallback']) =>
  years.filter((year) => year.fallback === fallback)

const fallbackNote = (years: readonly ExposureYear[], why: string) => {
  const first = years[0]
  if (!first) return []
  return [`Rates for ${listed(years.map((year) => year.taxYear))} ${why}, so the ${first.ratesYear} rates are used.`]
}

const notesFor = (years: readonly ExposureYear[], estimatedHolidayYears: readonly number[], hasPayBill: boolean) => [
  ...fallbackNote(yearsFellBack(years, 'latest'), 'are not published yet'),
  ...fallbackNote(yearsFellBack(years, 'earliest'), 'are not held'),
  ...(estimatedHolidayYears.length > 0
    ? [`Bank holidays for ${listed(estimatedHolidayYears)} are estimated from the usual pattern.`]
    : []),
  ...(hasPayBill ? [] : ["The Apprenticeship Levy is not included because the organisation's pay bill is not set."]),
  ...ALWAYS_NOTES,
]

export const OUT_OF_BOUNDS_NOTE =
  "Only the days from 01/01/2000 to 31/12/2100 are counted: the engagement's dates reach beyond them."

const NO_DAYS: WorkingDays = { total: 0, byTaxYear: [], estimatedHolidayYears: [] }

/**
 * The engagement's days within DAY_BOUNDS. Every date entered lies within them; a row stored before they
 * were enforced may not, and is counted only within them, so the work stays bounded (at most 101 years of
 * days) whatever its dates; one wholly outside them has no days counted. An end before the start is refused.
 */
const daysWithinBounds = (startDate: CalendarDay, endDate: CalendarDay) => {
  const start = startDate < DAY_BOUNDS.first ? DAY_BOUNDS.first : startDate
  const end = endDate > DAY_BOUNDS.last ? DAY_BOUNDS.last : endDate
  const clamped = start !== startDate || end !== endDate
  const whollyOutside = startDate <= endDate && start > end
  return { days: whollyOutside ? NO_DAYS : workingDaysBetween(start, end), clamped }
}

export const financialExposure = (input: ExposureInput): Exposure => {
  const payBillPence = input.payBillPence ?? null
  requireWholePence('The day rate', input.dailyRatePence)
  if (payBillPence !== null) requireWholePence('The pay bill', payBillPence)
  const { days, clamped } = daysWithinBounds(input.startDate, input.endDate)

  const byTaxYear = days.byTaxYear.map(({ taxYear, workingDays }): ExposureYear => {
    const { rates, ratesYear, fallback } = ratesFor(taxYear)
    const feesPence = input.dailyRatePence * workingDays
    const incomeTaxPence = incomeTaxOn(feesPence, rates)
    return {
      taxYear,
      ratesYear,
      fallback,
      workingDays,
      feesPence,
      incomeTaxPence,
      employeeNicPence: employeeNicOn(feesPence, rates),
      employerNicPence: employerNicOn(feesPence, rates),
      apprenticeshipLevyPence: apprenticeshipLevyOn(feesPence, payBillPence, rates),
      ...estimatedOffset(feesPence, incomeTaxPence, rates),
    }
  })

  const incomeTaxPence = sumOf(byTaxYear, (year) => year.incomeTaxPence)
  const employeeNicPence = sumOf(byTaxYear, (year) => year.employeeNicPence)
  const employerNicPence = sumOf(byTaxYear, (year) => year.employerNicPence)
  const apprenticeshipLevyPence = sumOf(byTaxYear, (year) => year.apprenticeshipLevyPence)
  return {
    workingDays: days.total,
    feesPence: sumOf(byTaxYear, (year) => year.feesPence),
    incomeTaxPence,
    employeeNicPence,
    employerNicPence,
    apprenticeshipLevyPence,
    exposurePence: incomeTaxPence + employeeNicPence + employerNicPence + apprenticeshipLevyPence,
    offsetPence: sumOf(byTaxYear, (year) => year.offsetPence),
    taxYears: byTaxYear.map((year) => year.taxYear),
    usedLatestYearFor: yearsFellBack(byTaxYear, 'latest').map((year) => year.taxYear),
    usedEarliestYearFor: yearsFellBack(byTaxYear, 'earliest').map((year) => year.taxYear),
    byTaxYear,
    notes: [
      ...(clamped ? [OUT_OF_BOUNDS_NOTE] : []),
      ...notesFor(byTaxYear, days.estimatedHolidayYears, payBillPence !== null),
    ],
  }
}
