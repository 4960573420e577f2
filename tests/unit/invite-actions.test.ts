// Which buttons an invite's detail page shows: the invite machine's state and the caller's permissions.
import { describe, expect, it } from 'vitest'
import { permissionsFor, ROLE } from '../../src/domain/roles.ts'
import { canSaveRoles, canSwapReviews, inviteActionsOf } from '../../src/web/features/users/invite-actions.ts'

const admin = permissionsFor([ROLE.partnerAdmin])
const readOnly = permissionsFor([ROLE.readOnlyFullTool])

describe('inviteActionsOf', () => {
  it('offers resend, cancel and edit on a pending invite, but not remove', () => {
    expect(inviteActionsOf('Pending', admin)).toEqual({ resend: true, cancel: true, editRoles: true, remove: false })
  })

  it('neither resends nor cancels an accepted invite; edits its roles and removes the user', () => {
    expect(inviteActionsOf('Accepted', admin)).toEqual({ resend: false, cancel: false, editRoles: true, remove: true })
  })

  it('resends or removes a rejected invite', () => {
    expect(inviteActionsOf('Rejected', admin)).toEqual({ resend: true, cancel: false, editRoles: false, remove: true })
  })

  it('only removes a cancelled invite from the list', () => {
    expect(inviteActionsOf('Cancelled', admin)).toEqual({
      resend: false,
      cancel: false,
      editRoles: false,
      remove: true,
    })
  })

  it('offers nothing to someone who may only read the users', () => {
    for (const status of ['Pending', 'Accepted', 'Rejected', 'Cancelled'])
      expect(inviteActionsOf(status, readOnly)).toEqual({
        resend: false,
        cancel: false,
        editRoles: false,
        remove: false,
      })
  })

  it('refuses a status the machine does not know', () => {
    expect(() => inviteActionsOf('Deleted', admin)).toThrow(RangeError)
  })
})

describe('canSaveRoles', () => {
  it('needs at least one role (the machine guard)', () => {
    expect(canSaveRoles('Accepted', [])).toBe(false)
    expect(canSaveRoles('Accepted', ['a'])).toBe(true)
    expect(canSaveRoles('Cancelled', ['a'])).toBe(false)
  })
})

describe('canSwapReviews', () => {
  const signOffUser = { status: 'Accepted', roleNames: ['Partner', 'Sign Off User'] }

  it('offers the swap of an accepted Sign Off User to whoever may manage users', () => {
    expect(canSwapReviews(signOffUser, ['Actors:Update'])).toBe(true)
  })

  it('offers nothing without the role, before acceptance, or without Actors:Update', () => {
    expect(canSwapReviews({ ...signOffUser, roleNames: ['Partner'] }, ['Actors:Update'])).toBe(false)
    expect(canSwapReviews({ ...signOffUser, status: 'Pending' }, ['Actors:Update'])).toBe(false)
    expect(canSwapReviews(signOffUser, ['Actors:Read'])).toBe(false)
  })
})
