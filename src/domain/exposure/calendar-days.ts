// Engagement dates are days, not instants: every step here works on UTC day numbers, so neither the host's
// time zone nor a BST change can move a date.

/** A calendar day, `YYYY-MM-DD`. */
export type CalendarDay = string

const MS_PER_DAY = 86_400_000
const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/

const pad = (n: number, width = 2) => String(n).padStart(width, '0')

/** The day's number counted from 1970-01-01 (day 0); refuses anything that is not a real `YYYY-MM-DD` day. */
export const dayNumber = (day: CalendarDay): number => {
  const match = DAY_PATTERN.exec(day)
  if (!match) throw new RangeError(`Not a calendar day: ${day}`)
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])]
  // Not Date.UTC: it reads the years 0 to 99 as 1900 to 1999.
  const instant = new Date(0)
  instant.setUTCFullYear(year, month - 1, date)
  // Date.UTC rolls 2025-02-30 over to 2 March; a day that does not survive the round trip does not exist.
  if (instant.getUTCFullYear() !== year || instant.getUTCMonth() !== month - 1 || instant.getUTCDate() !== date)
    throw new RangeError(`Not a calendar day: ${day}`)
  return instant.getTime() / MS_PER_DAY
}

/** Whether the text is a real `YYYY-MM-DD` day (what dayNumber accepts). */
export const isCalendarDay = (day: string): boolean => {
  try {
    dayNumber(day)
    return true
  } catch {
    return false
  }
}

/** The `YYYY-MM-DD` day of a day number. */
export const dayOfNumber = (n: number): CalendarDay => {
  const instant = new Date(n * MS_PER_DAY)
  return `${pad(instant.getUTCFullYear(), 4)}-${pad(instant.getUTCMonth() + 1)}-${pad(instant.getUTCDate())}`
}

/** The calendar day of a year, month (1–12) and date. */
export const calendarDay = (year: number, month: number, date: number): CalendarDay =>
  `${pad(year, 4)}-${pad(month)}-${pad(date)}`

export const yearOf = (day: CalendarDay): number => Number(day.slice(0, 4))

/** 0 = Sunday … 6 = Saturday. Day 0 (1970-01-01) was a Thursday. */
export const weekdayOfNumber = (n: number): number => (((n + 4) % 7) + 7) % 7

export const isWeekendNumber = (n: number): boolean => {
  const weekday = weekdayOfNumber(n)
  return weekday === 0 || weekday === 6
}

export const isWeekend = (day: CalendarDay): boolean => isWeekendNumber(dayNumber(day))
