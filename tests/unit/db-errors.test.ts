import { describe, expect, it } from 'vitest'
import { isLostRace, isUniqueViolation } from '../../src/server/db/errors.ts'

const pgError = (code: string) => Object.assign(new Error('pg'), { code })

describe('database race errors', () => {
  it('recognises a unique violation, also wrapped by the ORM', () => {
    expect(isUniqueViolation(pgError('23505'))).toBe(true)
    expect(isUniqueViolation(new Error('query failed', { cause: pgError('23505') }))).toBe(true)
    expect(isUniqueViolation(pgError('23503'))).toBe(false)
  })

  it('counts serialization failures and deadlocks as lost races, not other errors', () => {
    for (const code of ['23505', '40001', '40P01']) expect(isLostRace(pgError(code))).toBe(true)
    for (const error of [pgError('22P02'), new Error('plain'), null, 'text']) expect(isLostRace(error)).toBe(false)
  })
})
