// How far back HMRC can go: a determination for a tax year is in time within 4 years after its end (ordinary),
// 6 years where the loss was brought about carelessly, and 20 years where it was deliberate (Taxes Management
// Act 1970 s.34 and s.36; the same limits for Class 1 National Insurance). Counted from today.
import { type CalendarDay, calendarDay } from './calendar-days.ts'
import { startYearOf, type TaxYearLabel } from './tax-years.ts'

export const TIME_LIMITS = ['ordinary', 'careless', 'deliberate', 'closed'] as const
/** ordinary: open whatever the behaviour; careless: open only for careless or deliberate; deliberate: only that. */
export type TimeLimit = (typeof TIME_LIMITS)[number]

const YEARS: Record<Exclude<TimeLimit, 'closed'>, number> = { ordinary: 4, careless: 6, deliberate: 20 }

/** The last day HMRC can act on a tax year in each window: 5 April, so many years after the year's end. */
export const timeLimitEnds = (taxYear: TaxYearLabel) => {
  const endYear = startYearOf(taxYear) + 1
  return {
    ordinary: calendarDay(endYear + YEARS.ordinary, 4, 5),
    careless: calendarDay(endYear + YEARS.careless, 4, 5),
    deliberate: calendarDay(endYear + YEARS.deliberate, 4, 5),
  }
}

export const timeLimitOf = (taxYear: TaxYearLabel, today: CalendarDay): TimeLimit => {
  const ends = timeLimitEnds(taxYear)
  if (today <= ends.ordinary) return 'ordinary'
  if (today <= ends.careless) return 'careless'
  if (today <= ends.deliberate) return 'deliberate'
  return 'closed'
}

/** Whether a year is open to HMRC under a behaviour. */
export const openFor = (limit: TimeLimit, behaviour: Exclude<TimeLimit, 'closed'>): boolean =>
  TIME_LIMITS.indexOf(limit) <= TIME_LIMITS.indexOf(behaviour)

/** How a year's time limit reads on the result and the report. */
export const TIME_LIMIT_LABELS: Record<TimeLimit, string> = {
  ordinary: 'Within the ordinary 4 years',
  careless: 'Only if careless (6 years)',
  deliberate: 'Only if deliberate (20 years)',
  closed: 'Out of time',
}
