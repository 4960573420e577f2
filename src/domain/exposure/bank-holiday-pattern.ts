// The usual England and Wales bank holidays of a year, from the Banking and Financial Dealings Act 1971 and the
// standing royal proclamations: New Year's Day, Good Friday, Easter Monday, the first and last Mondays of May,
// the last Monday of August, Christmas Day and Boxing Day, a day falling on a weekend moving to the next weekday
// not already a holiday. One-off days (jubilees, a coronation, a state funeral) and moved days (VE Day 2020)
// are proclaimed case by case, so this pattern only stands in for years the bundled list does not cover.
import {
  type CalendarDay,
  calendarDay,
  dayNumber,
  dayOfNumber,
  isWeekendNumber,
  weekdayOfNumber,
} from './calendar-days.ts'

/** Easter Sunday in the Gregorian calendar (the anonymous algorithm, as given by Meeus). */
export const easterSunday = (year: number): CalendarDay => {
  const a = year % 19
  const b = Math.floor(year / 100)
  const c = year % 100
  const d = Math.floor(b / 4)
  const e = b % 4
  const f = Math.floor((b + 8) / 25)
  const g = Math.floor((b - f + 1) / 3)
  const h = (19 * a + b - d - g + 15) % 30
  const i = Math.floor(c / 4)
  const k = c % 4
  const l = (32 + 2 * e + 2 * i - h - k) % 7
  const m = Math.floor((a + 11 * h + 22 * l) / 451)
  const month = Math.floor((h + l - 7 * m + 114) / 31)
  const date = ((h + l - 7 * m + 114) % 31) + 1
  return calendarDay(year, month, date)
}

const MONDAY = 1

const firstMondayFrom = (day: CalendarDay) => {
  let n = dayNumber(day)
  while (weekdayOfNumber(n) !== MONDAY) n += 1
  return n
}

/** Fixed-date holidays in order; each weekend one moves to the next weekday not already taken. */
const withSubstitutes = (days: readonly number[], taken: Set<number>) => {
  for (const day of days) {
    let observed = day
    while (isWeekendNumber(observed) || taken.has(observed)) observed += 1
    taken.add(observed)
  }
}

/** The usual bank holidays of a year in England and Wales, in date order. */
export const usualBankHolidays = (year: number): readonly CalendarDay[] => {
  const easter = dayNumber(easterSunday(year))
  const taken = new Set<number>([
    easter - 2, // Good Friday
    easter + 1, // Easter Monday
    firstMondayFrom(calendarDay(year, 5, 1)), // early May bank holiday: the first Monday of May
    // May and August have 31 days, so their last Monday is the first Monday from the 25th.
    firstMondayFrom(calendarDay(year, 5, 25)), // spring bank holiday
    firstMondayFrom(calendarDay(year, 8, 25)), // summer bank holiday
  ])
  const fixed = [calendarDay(year, 1, 1), calendarDay(year, 12, 25), calendarDay(year, 12, 26)]
  withSubstitutes(fixed.map(dayNumber), taken)
  return [...taken].sort((x, y) => x - y).map(dayOfNumber)
}
