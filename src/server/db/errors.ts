// PostgreSQL errors that mean "someone else got there first", as PGlite and node-postgres report them
// (possibly wrapped by Drizzle in `cause`).

const sqlStateOf = (error: unknown): string | undefined => {
  for (let e: unknown = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code
    if (typeof code === 'string') return code
  }
  return undefined
}

/** unique_violation: a row with the same key was written meanwhile. */
export const isUniqueViolation = (error: unknown): boolean => sqlStateOf(error) === '23505'

/** A write that lost a race (unique key taken, serialization failure, deadlock): the caller may retry. */
export const isLostRace = (error: unknown): boolean => {
  const state = sqlStateOf(error)
  return state === '23505' || state === '40001' || state === '40P01'
}

/**
 * Text PostgreSQL cannot store or compare (a NUL character, a byte sequence invalid in UTF-8): the request's
 * fault, refused as a 400 wherever it arrived (a JSON body, a query, a form field), never a 500.
 */
export const isUnstorableText = (error: unknown): boolean => {
  const state = sqlStateOf(error)
  return state === '22021' || state === '22P05' || state === '22P02'
}
