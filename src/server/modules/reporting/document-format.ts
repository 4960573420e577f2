// How the documents write dates, money and respondents (rule format.dates: DD/MM/YYYY, engagement dates in
// UTC, pounds rounded down with thousands separated, the day rate with two decimals). Times are UK time.

import { formatDate, formatDay, formatDateTime as formatInstant } from '#domain/dates'
import { formatPoundsAndPence, formatPounds as poundsOfPence } from '#domain/exposure/money'
import type { Respondent } from '#domain/questionnaire'

export { formatDay }

/** An engagement's start or end day as DD/MM/YYYY, or "Not set". */
export const formatOptionalDay = (value: string | null): string => (value ? formatDay(value) : 'Not set')

/** An instant as DD/MM/YYYY HH:mm, UK time. */
export const formatDateTime = (value: Date | string): string => formatInstant(value)

/** The day of an instant in the UK, as DD/MM/YYYY. */
export const formatUkDay = (value: string): string => formatDate(value)

/** A financial figure (pounds on the wire): whole pounds rounded down, "£12,345". */
export const formatPounds = (pounds: number): string => poundsOfPence(Math.floor(pounds) * 100)

/** A day rate: pounds and pence, "£1,250.00". */
export const formatDayRate = (pounds: number): string => formatPoundsAndPence(Math.round(pounds * 100))

export const respondentName = (respondent: Respondent): string => (respondent === 'CLIENT' ? 'Client' : 'Contractor')
