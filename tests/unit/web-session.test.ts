import { describe, expect, it } from 'vitest'
import { correlationIdOf, errorMessageOf } from '../../src/web/api/client'
import { isEmailAddress } from '../../src/web/features/registration/email-rule'
import { claimsOf, expiryOf } from '../../src/web/features/session/api/access-token'
import { reviewerStateFromOAuthState } from '../../src/web/features/session/oidc'

const token = (payload: Record<string, unknown>) =>
  `${Buffer.from('{"alg":"HS256"}').toString('base64url')}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.sig`

describe('claimsOf', () => {
  it('reads the access token claims the session needs', () => {
    const claims = claimsOf(
      token({
        actorId: 'a1',
        organisationId: 'o2',
        topLevelOrganisationId: 'o1',
        roles: ['Partner', 'Sign Off User'],
        permissions: ['Contractors:Create'],
        unique_name: 'p@example.test',
        role: 'Organisation User',
        contractorId: null,
      }),
    )
    expect(claims).toEqual({
      actorId: 'a1',
      organisationId: 'o2',
      topLevelOrganisationId: 'o1',
      roles: ['Partner', 'Sign Off User'],
      permissions: ['Contractors:Create'],
      unique_name: 'p@example.test',
      role: 'Organisation User',
      contractorId: null,
    })
  })

  it('accepts a single role written as a string and missing optional claims', () => {
    const claims = claimsOf(token({ actorId: 'a1', roles: 'Contractor', role: 'Contractor' }))
    expect(claims.roles).toEqual(['Contractor'])
    expect(claims.permissions).toEqual([])
    expect(claims.organisationId).toBeNull()
  })

  it('refuses a token without an actor', () => {
    expect(() => claimsOf(token({ roles: [] }))).toThrow()
  })

  it('reads the expiry, and null when the token says nothing or is not a token', () => {
    expect(expiryOf(token({ actorId: 'a1', exp: 1_900_000_000 }))).toBe(1_900_000_000)
    expect(expiryOf(token({ actorId: 'a1' }))).toBeNull()
    expect(expiryOf('not a token')).toBeNull()
  })
})

describe('reviewerStateFromOAuthState', () => {
  it('finds the reviewer state id carried after the random part of the OAuth state', () => {
    expect(reviewerStateFromOAuthState('r4nd0m.eng-42')).toBe('eng-42')
    expect(reviewerStateFromOAuthState(`r4nd0m.${encodeURIComponent('a.b/c')}`)).toBe('a.b/c')
    expect(reviewerStateFromOAuthState('r4nd0m')).toBeNull()
    expect(reviewerStateFromOAuthState('r4nd0m.')).toBeNull()
  })
})

describe('global error handling', () => {
  it("toasts a 400 or 409 body's message, else the serialised body", () => {
    expect(errorMessageOf({ message: 'This user already exists', correlation_id: 'c1' })).toBe(
      'This user already exists',
    )
    expect(errorMessageOf({ errors: ['name'] })).toBe('{"errors":["name"]}')
    expect(errorMessageOf('Plain text')).toBe('Plain text')
  })

  it('takes the correlation id from the header, else from the body', () => {
    expect(correlationIdOf(new Headers({ 'x-correlation-id': 'h1' }), { correlation_id: 'b1' })).toBe('h1')
    expect(correlationIdOf(new Headers(), { message: 'x', correlation_id: 'b1' })).toBe('b1')
    expect(correlationIdOf(new Headers(), 'oops')).toBeNull()
  })
})

describe('isEmailAddress', () => {
  it('accepts ordinary addresses and refuses incomplete ones or spaces', () => {
    expect(isEmailAddress('jo@example.co.uk')).toBe(true)
    expect(isEmailAddress('jo.bloggs+ir35@example.com')).toBe(true)
    expect(isEmailAddress('jo@example')).toBe(false)
    expect(isEmailAddress('jo @example.com')).toBe(false)
    expect(isEmailAddress('jo@example.com ')).toBe(false)
    expect(isEmailAddress('')).toBe(false)
  })
})
