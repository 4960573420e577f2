// The days people enter (engagement, role and review dates, a renewal date, the day a new SDS applies from), as
// the wire carries them, within fixed bounds. Why these bounds: docs/limits.md.
import * as Schema from 'effect/Schema'
import { DAY_MESSAGES, isDayWithinBounds, isWireDate, utcDay } from './day-values.ts'

// The plain values live in day-values.ts, so a page can show a date without these schemas; the server and the tests
// may import them here too.
export { DAY_BOUNDS, DAY_MESSAGES, isDayWithinBounds, utcDay } from './day-values.ts'

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
