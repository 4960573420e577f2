// The two clocks of a dispute, counted in calendar days in Europe/London from the day it is received.
// s.61T ITEPA 2003: the client must respond within 45 days beginning with the day it receives the
// representations, so the day of receipt is day 1 and the deadline passes at the end of day 45. The board's
// "Dispute Due" warning (rules board.rules, sds.dispute-window: 31 days after the start date, which for a dispute is
// its start) shows once 31 days have passed since that day. Days, not hours: the BST and GMT changes never move a
// deadline.
import { addDays } from 'date-fns'

export const DISPUTE_RESPONSE_DAYS = 45
export const DISPUTE_DUE_SOON_DAYS = 31

const LONDON = 'Europe/London'

/** A calendar day, `YYYY-MM-DD`. */
export type CalendarDay = string

const londonParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: LONDON,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
})

const wallClock = (instant: Date) => {
  const parts = Object.fromEntries(londonParts.formatToParts(instant).map((part) => [part.type, part.value]))
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  }
}

/** Minutes London is ahead of UTC at an instant: 0 in GMT, 60 in BST. */
const londonOffsetMinutes = (instant: Date): number => {
  const wall = wallClock(instant)
  const wallAsUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second)
  return Math.round((wallAsUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000)
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0')

const parseDay = (day: CalendarDay) => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day)
  if (!match) throw new RangeError(`Not a calendar day: ${day}`)
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) }
}

/** The London calendar day an instant falls on. */
export const londonDayOf = (instant: Date): CalendarDay => {
  const wall = wallClock(instant)
  return `${pad(wall.year, 4)}-${pad(wall.month)}-${pad(wall.day)}`
}

/** The instant a London calendar day begins (00:00 London time). */
export const londonMidnight = (day: CalendarDay): Date => {
  const { year, month, day: date } = parseDay(day)
  const wallAsUtc = Date.UTC(year, month - 1, date)
  // The UK changes clocks at 01:00 UTC, so midnight London is never skipped or repeated: two rounds settle it.
  const first = wallAsUtc - londonOffsetMinutes(new Date(wallAsUtc)) * 60_000
  return new Date(wallAsUtc - londonOffsetMinutes(new Date(first)) * 60_000)
}

/** Calendar arithmetic on days (at local noon, so no clock change of the host can shift the date). */
export const addCalendarDays = (day: CalendarDay, days: number): CalendarDay => {
  const { year, month, day: date } = parseDay(day)
  const moved = addDays(new Date(year, month - 1, date, 12), days)
  return `${pad(moved.getFullYear(), 4)}-${pad(moved.getMonth() + 1)}-${pad(moved.getDate())}`
}

/** The last day on which the client can still respond in time: day 45, counting the day of receipt as day 1. */
export const disputeLastDay = (receivedAt: Date): CalendarDay =>
  addCalendarDays(londonDayOf(receivedAt), DISPUTE_RESPONSE_DAYS - 1)

/** When the board starts showing "Dispute Due": 00:00 London, 31 days after the day of receipt. */
export const disputeDueSoonAt = (receivedAt: Date): Date =>
  londonMidnight(addCalendarDays(londonDayOf(receivedAt), DISPUTE_DUE_SOON_DAYS))

/** When the deadline has passed: the end of day 45, i.e. 00:00 London at the start of day 46. */
export const disputeDeadlineAt = (receivedAt: Date): Date =>
  londonMidnight(addCalendarDays(londonDayOf(receivedAt), DISPUTE_RESPONSE_DAYS))

/** Which clock facts hold at `now`: what the scheduler sends as `dispute.dueSoon` and `dispute.deadlinePassed`. */
export const disputeClockAt = (
  receivedAt: Date,
  now: Date,
): { readonly dueSoon: boolean; readonly overdue: boolean } => ({
  dueSoon: now.getTime() >= disputeDueSoonAt(receivedAt).getTime(),
  overdue: now.getTime() >= disputeDeadlineAt(receivedAt).getTime(),
})

const dayNumber = (day: CalendarDay) => {
  const { year, month, day: date } = parseDay(day)
  return Date.UTC(year, month - 1, date) / 86_400_000
}

/** Whole days left to respond at `now`, today included (1 on the last day); 0 or less once the deadline passed. */
export const disputeDaysLeft = (receivedAt: Date, now: Date): number =>
  dayNumber(disputeLastDay(receivedAt)) - dayNumber(londonDayOf(now)) + 1
