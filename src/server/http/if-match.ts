// Optimistic concurrency: a change may carry, as If-Match, the version of the record that was read.
import { Invalid } from './errors.ts'

/** The version an If-Match header carries, or null when none was sent. `what` names the record. */
export const expectedVersion = (header: string | undefined, what: string): number | null => {
  if (header === undefined) return null
  const value = header.replace(/^W\//, '').replace(/"/g, '').trim()
  if (!/^\d{1,9}$/.test(value)) throw Invalid(`If-Match must carry the ${what} version that was read.`)
  return Number(value)
}
