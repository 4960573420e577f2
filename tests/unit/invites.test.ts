import * as Schema from 'effect/Schema'
import { describe, expect, it } from 'vitest'
import { assignableRoles, CreateInvite, inviteStatusFromQuery } from '../../src/domain/invites.ts'
import { ROLES } from '../../src/domain/roles.ts'

const names = (isProviderRoot: boolean) => assignableRoles(ROLES, { isProviderRoot }).map((role) => role.name)

describe('assignableRoles', () => {
  it('offers every organisation role in the provider root, never a contractor role', () => {
    expect(names(true)).toHaveLength(10)
    expect(names(true)).toContain('Provider Admin')
    expect(names(true)).not.toContain('Contractor')
  })

  it('offers no provider-only role elsewhere', () => {
    expect(names(false).sort()).toEqual(['Partner', 'Partner Admin', 'Partner Read-Only', 'Sign Off User'])
  })
})

describe('CreateInvite', () => {
  const decode = Schema.decodeUnknownExit(CreateInvite)
  const body = {
    organisation_id: '00000000-0000-4000-8000-000000000000',
    roles: ['00000000-0000-4000-8000-000000000001'],
  }

  it('trims the e-mail', () => {
    const exit = decode({ ...body, email: '  someone@example.com ' })
    expect(exit._tag === 'Success' && exit.value.email).toBe('someone@example.com')
  })

  it('refuses an empty e-mail, a spaced one and no roles', () => {
    for (const input of [
      { ...body, email: '' },
      { ...body, email: 'some one@example.com' },
      { ...body, email: 'someone@example.com', roles: [] },
    ])
      expect(decode(input)._tag).toBe('Failure')
  })

  it('reads status_id as an id or a code', () => {
    expect(inviteStatusFromQuery('2')?.code).toBe('Accepted')
    expect(inviteStatusFromQuery('Rejected')?.id).toBe(3)
    expect(inviteStatusFromQuery('Open')).toBeUndefined()
  })
})
