// How the users screens name a user who has given no name yet, or whose details were erased on cancelling.
import { describe, expect, it } from 'vitest'
import { noNameOf, whoOf } from '../../src/web/features/users/invite-names.ts'

const pending = { name: null, email: 'new@example.com', status: { id: 1, code: 'Pending' as const } }
const erased = { name: null, email: '', status: { id: 4, code: 'Cancelled' as const } }

describe('invite names', () => {
  it('uses the name, else the e-mail, else says the invite was cancelled', () => {
    expect(whoOf({ ...pending, name: 'Ann Lee' })).toBe('Ann Lee')
    expect(whoOf(pending)).toBe('new@example.com')
    expect(whoOf(erased)).toBe('a cancelled invite')
  })

  it('tells a person yet to sign up from one whose details were erased', () => {
    expect(noNameOf(pending)).toBe('Not signed up yet')
    expect(noNameOf(erased)).toBe('Details erased')
  })
})
