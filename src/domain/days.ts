// The days people enter (engagement, role and review dates, a renewal date, the day a new SDS applies from), as
// the wire carries them, within fixed bounds. Why these bounds: docs/limits.md.
import * as Schema from 'effect/Schema'

/** The first and last day anyone may enter; every date computation works within them. */
export const DAY_BOUNDS = { first: '2000-01-01', last: '2100-12-31' } as const

export const DAY_MESSAGES = {
  outOfBounds: 'Please enter a date between 01/01/2000 and 31/12/2100.',
  notADay: 'Expected a date as YYYY-MM-DD',
  /** A typed date that is not a day written DD/MM/YYYY. */
  notATypedDay: 'Please enter a date as DD/MM/YYYY.',
} as const

/** The UTC day of a wire date: YYYY-MM-DD as it is, an instant (sent as UTC) as its UTC day. */
export const utcDay = (value: string) => (value.length > 10 ? new Date(value).toISOString().slice(0, 10) : value)

const isWireDate = (value: string) =>
  /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2}))?$/.test(value) && !Number.isNaN(Date.parse(value))

/** Whether a YYYY-MM-DD day lies within DAY_BOUNDS (the days compare as text). */
export const isDayWithinBounds = (day: string) => day >= DAY_BOUNDS.first && day <= DAY_BOUNDS.last

/** The check every entered day passes: '' and what is no date are left to the schema's other checks. */
export const withinDayBounds = Schema.makeFilter(
  (value: string) => value === '' || !isWireDate(value) || isDayWithinBounds(utcDay(value)),
  { message: DAY_MESSAGES.outOfBounds },
)

/** A day as the wire carries it: YYYY-MM-DD, or an instant whose UTC day counts (see utcDay), within the bounds. */
export const DayOf = (requiredMessage: string) =>
  Schema.String.pipe(
    Schema.check(
      Schema.isNonEmpty({ message: requiredMessage }),
      Schema.makeFilter((value: string) => value === '' || isWireDate(value), { message: DAY_MESSAGES.notADay }),
      withinDayBounds,
    ),
  )
