// The bounds of the days people enter, their messages and the UTC day of a wire date: plain values only, so the
// browser's date formatting and fields do not load the schemas in days.ts (docs/first-load.md). Why these
// bounds: docs/limits.md.

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

/** YYYY-MM-DD, or an instant with its offset, that is a real date. */
export const isWireDate = (value: string) =>
  /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2}))?$/.test(value) && !Number.isNaN(Date.parse(value))

/** Whether a YYYY-MM-DD day lies within DAY_BOUNDS (the days compare as text). */
export const isDayWithinBounds = (day: string) => day >= DAY_BOUNDS.first && day <= DAY_BOUNDS.last
