// Working days of an engagement: Monday to Friday, start and end days included, England and Wales bank holidays
// left out, counted per tax year so that each year's fees meet that year's rates.
import { bankHolidaysIn, isBundledYear } from './bank-holidays.ts'
import { type CalendarDay, dayNumber, isWeekendNumber, yearOf } from './calendar-days.ts'
import { type TaxYearLabel, taxYearsBetween } from './tax-years.ts'

export type WorkingDays = {
  readonly total: number
  /** Every tax year the engagement touches, in order, with its working days (possibly 0). */
  readonly byTaxYear: readonly { readonly taxYear: TaxYearLabel; readonly workingDays: number }[]
  /** Calendar years whose bank holidays came from the usual pattern because the bundled list stops short. */
  readonly estimatedHolidayYears: readonly number[]
}

const yearsFrom = (first: number, last: number) => Array.from({ length: last - first + 1 }, (_, i) => first + i)

/** Working days from `startDate` to `endDate`, both included; the end must not be before the start. */
export const workingDaysBetween = (startDate: CalendarDay, endDate: CalendarDay): WorkingDays => {
  const start = dayNumber(startDate)
  const end = dayNumber(endDate)
  if (end < start) throw new RangeError(`The end date ${endDate} is before the start date ${startDate}`)

  const years = yearsFrom(yearOf(startDate), yearOf(endDate))
  const holidays = new Set(years.flatMap((year) => bankHolidaysIn(year).map(dayNumber)))
  const countBetween = (from: number, to: number) => {
    let count = 0
    for (let day = from; day <= to; day += 1) if (!isWeekendNumber(day) && !holidays.has(day)) count += 1
    return count
  }

  const byTaxYear = taxYearsBetween(startDate, endDate).map(({ taxYear, firstDay, lastDay }) => ({
    taxYear,
    workingDays: countBetween(Math.max(start, firstDay), Math.min(end, lastDay)),
  }))
  return {
    total: byTaxYear.reduce((sum, year) => sum + year.workingDays, 0),
    byTaxYear,
    estimatedHolidayYears: years.filter((year) => !isBundledYear(year)),
  }
}

/**
 * A counter of working days between day numbers within the calendar years of `startDate` to `endDate`, with the
 * bank holidays looked up once: an engagement's payment periods are counted without a lookup each.
 */
export const workingDayCounter = (startDate: CalendarDay, endDate: CalendarDay) => {
  const holidays = new Set(
    yearsFrom(yearOf(startDate), yearOf(endDate)).flatMap((year) => bankHolidaysIn(year).map(dayNumber)),
  )
  return (from: number, to: number) => {
    let count = 0
    for (let day = from; day <= to; day += 1) if (!isWeekendNumber(day) && !holidays.has(day)) count += 1
    return count
  }
}
