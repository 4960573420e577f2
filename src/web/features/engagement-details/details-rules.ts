// What the role and engagement forms check and send alike (rule engagement.form-rules): the
// dates, the day rate and the agency, worded as the server's schemas word them, and the replace operations of
// what changed. Each form adds the fields of its own. Pure: unit-tested.
import * as Schema from 'effect/Schema'
import { DayOf, utcDay } from '#domain/days'
import { DailyRate, JOB_ROLE_MESSAGES } from '#domain/job-roles'
import type { ChosenOrganisation } from '../organisations/organisation-search-field'

/** The first message of a schema for a value, worded as the server words it. */
export const problemOf = (schema: Schema.Decoder<unknown>, value: unknown): string | undefined => {
  const result = Schema.toStandardSchemaV1(schema)['~standard'].validate(value)
  return result instanceof Promise ? undefined : result.issues?.[0]?.message
}

/** Only the fields that have a message. */
export const withoutEmpty = <F extends string>(problems: Record<F, string | undefined>) =>
  Object.fromEntries(Object.entries(problems).filter(([, message]) => message !== undefined)) as Partial<
    Record<F, string>
  >

export const hasProblems = (problems: Partial<Record<string, string>>) => Object.keys(problems).length > 0

/** Whether a form still holds what it started with. */
export const sameValues = <T>(a: T, b: T) => JSON.stringify(a) === JSON.stringify(b)

/** Trimmed text, or null for nothing but spaces. */
export const textOrNull = (text: string) => (text.trim() === '' ? null : text.trim())

/** The day rate as the wire takes it; NaN when what is typed is not a number. */
export const rateOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim()))

/** A stored day rate as the form shows it: with two decimals (rule format.money). */
export const rateText = (rate: number | null) => (rate === null ? '' : rate.toFixed(2))

/** A stored day as a date input takes it (YYYY-MM-DD), or '' for none. */
export const dayOf = (value: string | null) => (value ? utcDay(value) : '')

/** The dates and day rate as typed: YYYY-MM-DD or '', and pounds. */
export type ScheduleValues = { startDate: string; endDate: string; dailyRate: string }

const StartDate = DayOf(JOB_ROLE_MESSAGES.startDateRequired)
const EndDate = DayOf(JOB_ROLE_MESSAGES.endDateRequired)

/**
 * The messages of the dates and, when the rate field is on show, of the day rate. The start may not be after the
 * end; `rateRequired` is how the screen asks for a missing rate (the role and engagement words differ).
 */
export const scheduleProblems = (values: ScheduleValues, rateShown: boolean, rateRequired: string) => ({
  startDate:
    problemOf(StartDate, values.startDate) ??
    (values.endDate !== '' && values.startDate > values.endDate ? JOB_ROLE_MESSAGES.startAfterEnd : undefined),
  endDate: problemOf(EndDate, values.endDate),
  dailyRate: !rateShown
    ? undefined
    : values.dailyRate.trim() === ''
      ? rateRequired
      : problemOf(DailyRate, rateOf(values.dailyRate)),
})

/** The agency's message: it cannot be the end client, and what is typed must end in a choice. */
export const agencyProblem = (
  agency: ChosenOrganisation | null,
  agencySearch: string,
  endClientId: string | undefined,
): string | undefined =>
  agency && agency.id === endClientId
    ? JOB_ROLE_MESSAGES.sameEndClientAndAgency
    : !agency && agencySearch.trim() !== ''
      ? JOB_ROLE_MESSAGES.agencyRequired
      : undefined

/** A replace operation of `path` when the value changed; none when it did not. */
export const replaceIfChanged = <const P extends string, V>(path: P, before: V, after: V) =>
  before === after ? [] : [{ op: 'replace' as const, path, value: after }]

/** The replace operations of changed dates and, when the rate field is on show, of a changed day rate. */
export const scheduleChanges = (initial: ScheduleValues, values: ScheduleValues, rateShown: boolean) => [
  ...replaceIfChanged('/start_date', initial.startDate, values.startDate),
  ...replaceIfChanged('/end_date', initial.endDate, values.endDate),
  ...(rateShown ? replaceIfChanged('/daily_rate', rateOf(initial.dailyRate), rateOf(values.dailyRate)) : []),
]
