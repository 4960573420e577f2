import { describe, expect, it } from 'vitest'
import { INVITE_NAME_MAX_LENGTH, truncateOrganisationName } from '../../src/web/features/invites/organisation-name'

describe('an organisation name in an invite card (22 characters)', () => {
  it('keeps a name of up to 22 characters whole', () => {
    expect(INVITE_NAME_MAX_LENGTH).toBe(22)
    expect(truncateOrganisationName('Acme Retail Group')).toBe('Acme Retail Group')
    expect(truncateOrganisationName('A'.repeat(22))).toBe('A'.repeat(22))
  })

  it('cuts a longer name at 22 characters and marks the cut', () => {
    expect(truncateOrganisationName('Northbridge Partners International')).toBe('Northbridge Partners I…')
    expect(truncateOrganisationName('A'.repeat(23))).toBe(`${'A'.repeat(22)}…`)
  })

  it('drops a space left at the cut, and never splits a character in two', () => {
    expect(truncateOrganisationName('Acme Retail Logistics Ltd')).toBe('Acme Retail Logistics…')
    expect(truncateOrganisationName(`${'🏢'.repeat(23)}`)).toBe(`${'🏢'.repeat(22)}…`)
  })
})
