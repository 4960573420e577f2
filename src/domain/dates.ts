// Dates as the spec shows them: DD/MM/YYYY (spec part 1 §9), in UK time whatever the viewer's time zone.
// The browser and the server's documents both write dates through these.
import { utcDay } from './days.ts'

const DATE = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
})
const TIME = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

/** "05/03/2026" for an instant, in the UK; the text back when it is not a date. */
export const formatDate = (iso: string | Date): string => {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? String(iso) : DATE.format(date)
}

/** "05/03/2026 14:03" (UK time). */
export const formatDateTime = (iso: string | Date): string => {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? String(iso) : `${DATE.format(date)} ${TIME.format(date)}`
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

const UK_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})
/** Today in the UK as YYYY-MM-DD, whatever the viewer's time zone: the day "not before today" rules compare with. */
export const ukToday = (now = new Date()): string => UK_DAY.format(now)
