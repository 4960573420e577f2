// Usage of the product per month per organisation (the Credits screen) and the Assessment log's query.
// Real usage only: assessments started and completed, never money.
import * as Schema from 'effect/Schema'
import { Uuid } from './actors.ts'
import { ListQueryFields } from './list.ts'

export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/
export const USAGE_DEFAULT_MONTHS = 12
export const USAGE_MAX_MONTHS = 36

const Month = Schema.String.pipe(
  Schema.check(Schema.isPattern(MONTH_PATTERN, { message: 'Give months as YYYY-MM, for example 2026-04.' })),
)

/** GET /api/reporting/usage */
export const UsageQuery = Schema.Struct({
  org_id: Uuid,
  from: Schema.optionalKey(Month),
  to: Schema.optionalKey(Month),
})
export type UsageQuery = typeof UsageQuery.Type

/** One organisation's usage in one month: engagements started and engagements completed. */
export const UsageRow = Schema.Struct({
  /** YYYY-MM */
  month: Schema.String,
  organisation_id: Uuid,
  organisation_name: Schema.String,
  parent_id: Schema.NullOr(Uuid),
  started: Schema.Int,
  completed: Schema.Int,
})
export type UsageRow = typeof UsageRow.Type

/** GET /api/reporting/usage */
export const UsageResponse = Schema.Struct({
  organisation_id: Uuid,
  /** The first month counted, YYYY-MM. */
  from: Schema.String,
  /** The last month counted, YYYY-MM. */
  to: Schema.String,
  /** Months with any usage, per organisation of the subtree, newest month first. */
  items: Schema.Array(UsageRow),
  totals: Schema.Struct({ started: Schema.Int, completed: Schema.Int }),
})
export type UsageResponse = typeof UsageResponse.Type

/** Month arithmetic on YYYY-MM, with no time zone to get wrong. */
export const addMonths = (month: string, delta: number): string => {
  const [year, m] = month.split('-').map(Number) as [number, number]
  const index = year * 12 + (m - 1) + delta
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`
}

export const monthsBetween = (from: string, to: string): number => {
  const [fy, fm] = from.split('-').map(Number) as [number, number]
  const [ty, tm] = to.split('-').map(Number) as [number, number]
  return ty * 12 + tm - (fy * 12 + fm) + 1
}

/** The month range asked for, defaulting to the last 12 months up to `currentMonth`; a message when it is wrong. */
export const usageRange = (
  query: { from?: string; to?: string },
  currentMonth: string,
): { ok: true; from: string; to: string } | { ok: false; message: string } => {
  const to = query.to ?? (query.from ? addMonths(query.from, USAGE_DEFAULT_MONTHS - 1) : currentMonth)
  const from = query.from ?? addMonths(to, -(USAGE_DEFAULT_MONTHS - 1))
  const span = monthsBetween(from, to)
  if (span < 1) return { ok: false, message: 'The first month must not be after the last month.' }
  if (span > USAGE_MAX_MONTHS) return { ok: false, message: `Ask for at most ${USAGE_MAX_MONTHS} months at a time.` }
  return { ok: true, from, to }
}

/** GET /api/assessments/audit: the Assessment log of an organisation and the organisations below it. */
export const AuditLogQuery = Schema.Struct({
  org_id: Uuid,
  search: ListQueryFields.search,
  page: ListQueryFields.page,
  page_size: ListQueryFields.page_size,
})
export type AuditLogQuery = typeof AuditLogQuery.Type

export const AuditLogEntry = Schema.Struct({
  id: Uuid,
  occurred_at: Schema.String,
  engagement_id: Uuid,
  engagement_name: Schema.String,
  organisation_name: Schema.String,
  event_type: Schema.String,
  description: Schema.NullOr(Schema.String),
  from_status: Schema.NullOr(Schema.String),
  to_status: Schema.String,
  /** The person who fired the event, "System" for the server's own, "Erased user" once details are erased. */
  actor_name: Schema.String,
}).annotate({ identifier: 'AuditLogEntry' })
export type AuditLogEntry = typeof AuditLogEntry.Type

/** A time limit as people read it: 20000 → "20 seconds". */
const secondsOf = (ms: number) => {
  const seconds = Number((ms / 1000).toPrecision(3))
  return `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`
}

export const PDF_MESSAGES = {
  /** A PDF still being drawn at the server's time limit is stopped; the person may try again. */
  renderTimedOut: (limitMs: number) =>
    `The PDF took longer than ${secondsOf(limitMs)} to produce and was stopped. This can happen when the server is very busy or the document is unusually long. Please try again in a few minutes; if it happens again, contact support.`,
} as const
