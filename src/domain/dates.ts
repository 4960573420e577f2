// Dates as the spec shows them: DD/MM/YYYY (rule format.dates), in UK time whatever the viewer's time zone.
// The browser and the server's documents both write dates through these.
import { utcDay } from './day-values.ts'

/**
 * A formatter made on its first use: making one loads its locale's and time zone's data, a long moment of a slow
 * phone's first page, and most pages use one of these or none.
 */
const formatter = (locale: string, options: Intl.DateTimeFormatOptions) => {
  let made: Intl.DateTimeFormat | undefined
  return (date: Date) => {
    made ??= new Intl.DateTimeFormat(locale, options)
    return made.format(date)
  }
}

const ukDate = formatter('en-GB', { timeZone: 'Europe/London', day: '2-digit', month: '2-digit', year: 'numeric' })
const ukTime = formatter('en-GB', { timeZone: 'Europe/London', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })

/** "05/03/2026" for an instant, in the UK; the text back when it is not a date. */
export const formatDate = (iso: string | Date): string => {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? String(iso) : ukDate(date)
}

/** "05/03/2026 14:03" (UK time). */
export const formatDateTime = (iso: string | Date): string => {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? String(iso) : `${ukDate(date)} ${ukTime(date)}`
}

/** A calendar day of the wire (YYYY-MM-DD, or an instant whose UTC day counts) as DD/MM/YYYY, never shifted. */
export const formatDay = (value: string): string => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(utcDay(value))
  return match ? `${match[3]}/${match[2]}/${match[1]}` : value
}

/** "April 2026" for a YYYY-MM month. */
export const formatMonth = (month: string): string => {
  const [year, m] = month.split('-').map(Number) as [number, number]
  return new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, m - 1, 1)),
  )
}

const ukIsoDay = formatter('en-CA', { timeZone: 'Europe/London', year: 'numeric', month: '2-digit', day: '2-digit' })
/** Today in the UK as YYYY-MM-DD, whatever the viewer's time zone: the day "not before today" rules compare with. */
export const ukToday = (now = new Date()): string => ukIsoDay(now)

/**
 * A day typed the UK way, day first, as YYYY-MM-DD: "01/04/2027", "1/4/2027", "01-04-2027", "01.04.2027" or the
 * eight digits "01042027"; null for anything else, a day the calendar lacks (31/02) included.
 */
export const parseUkDay = (text: string): string | null => {
  const trimmed = text.trim()
  const parts = /^(\d{2})(\d{2})(\d{4})$/.exec(trimmed) ?? /^(\d{1,2})[/.\- ](\d{1,2})[/.\- ](\d{4})$/.exec(trimmed)
  if (!parts) return null
  const [day, month, year] = [Number(parts[1]), Number(parts[2]), Number(parts[3])]
  const date = new Date(Date.UTC(year, month - 1, day))
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
}
