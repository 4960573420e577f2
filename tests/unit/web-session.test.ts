import { describe, expect, it } from 'vitest'
import { destinationFor } from '../../src/domain/session'
import { correlationIdOf, errorMessageOf } from '../../src/web/api/client'
import { isEmailAddress } from '../../src/web/features/registration/email-rule'
import { claimsOf, expiryOf } from '../../src/web/features/session/api/access-token'
import { authorizationUrl } from '../../src/web/features/session/oidc'

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
      engagementId: null,
    })
  })

  it("reads a review-link session's engagement", () => {
    const claims = claimsOf(token({ actorId: 'a1', role: 'reviewer-via-email-link', engagementId: 'e1' }))
    expect(claims.engagementId).toBe('e1')
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

describe('authorizationUrl', () => {
  const settings = { client_id: 'ir35-web', scope: 'openid email' }
  const request = {
    redirectUri: 'https://portal.test/login',
    state: 'r4nd0m',
    nonce: 'n0nce',
    codeChallenge: 'challenge',
  }

  it('asks for a code with PKCE and a nonce, the OAuth state only the random value, nothing of a review link', () => {
    const url = authorizationUrl('https://idp.test/auth', settings, request)
    expect(url.searchParams.get('state')).toBe('r4nd0m')
    expect(url.searchParams.get('nonce')).toBe('n0nce')
    expect(url.searchParams.get('response_type')).toBe('code')
    expect(url.searchParams.get('code_challenge')).toBe('challenge')
    expect(url.searchParams.get('code_challenge_method')).toBe('S256')
    expect(url.searchParams.has('reviewer_token')).toBe(false)
    expect(url.searchParams.has('prompt')).toBe(false)
  })
})

describe('destinationFor', () => {
  it("sends a review-link session to its engagement's review, others home or to onboarding", () => {
    expect(destinationFor('reviewer-via-email-link', 'e 1')).toBe('/review/e%201')
    expect(destinationFor('reviewer-via-email-link', null)).toBe('/login')
    expect(destinationFor('organisationUser', 'e1')).toBe('/')
    expect(destinationFor('newContractor', null)).toBe('/additional-info')
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
