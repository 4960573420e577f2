// How the documents write dates, money and respondents (spec part 2 §9: DD/MM/YYYY, engagement dates in
// UTC, pounds rounded down with thousands separated, the day rate with two decimals). Times are UK time.

import { utcDay } from '#domain/job-roles'
import type { Respondent } from '#domain/questionnaire'

const UK_DATE = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
})
const UK_TIME = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

/** A calendar day of the wire (YYYY-MM-DD, or an instant whose UTC day counts) as DD/MM/YYYY. */
export const formatDay = (value: string): string => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(utcDay(value))
  return match ? `${match[3]}/${match[2]}/${match[1]}` : value
}

/** An engagement's start or end day as DD/MM/YYYY, or "Not set". */
export const formatOptionalDay = (value: string | null): string => (value ? formatDay(value) : 'Not set')

/** An instant as DD/MM/YYYY HH:mm, UK time. */
export const formatDateTime = (value: Date | string): string => {
  const instant = typeof value === 'string' ? new Date(value) : value
  if (Number.isNaN(instant.getTime())) return String(value)
  return `${UK_DATE.format(instant)} ${UK_TIME.format(instant)}`
}

/** The day of an instant in the UK, as DD/MM/YYYY. */
export const formatUkDay = (value: string): string => {
  const instant = new Date(value)
  return Number.isNaN(instant.getTime()) ? value : UK_DATE.format(instant)
}

const WHOLE_POUNDS = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 })
const POUNDS_AND_PENCE = new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })

/** A financial figure: whole pounds rounded down, "£12,345". */
export const formatPounds = (pounds: number): string => `£${WHOLE_POUNDS.format(Math.floor(pounds))}`

/** A day rate: pounds and pence, "£1,250.00". */
export const formatDayRate = (pounds: number): string => `£${POUNDS_AND_PENCE.format(pounds)}`

export const respondentName = (respondent: Respondent): string => (respondent === 'CLIENT' ? 'Client' : 'Contractor')
