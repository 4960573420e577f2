// The wire carries the exposure and offset in pounds, already rounded down; the domain formats pence.
import { formatPounds } from '#domain/exposure/money'

/** "£12,345": whole pounds with en-GB separators. */
export const poundsText = (pounds: number): string => formatPounds(Math.round(pounds * 100))
