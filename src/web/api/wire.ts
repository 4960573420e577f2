// Small helpers for decoding wire payloads with Effect Schema.
import * as Schema from 'effect/Schema'

/** An id as the server may send it; the browser always handles ids as strings. */
export const WireId = Schema.Union([Schema.String, Schema.Number])

export const idOrNull = (value: string | number | null | undefined): string | null =>
  value === null || value === undefined || value === '' ? null : String(value)
