// The new engagement page's reads decode with wire shapes loaded beside their requests: each maps the server's
// fields to what the page shows, and a body that does not match fails the read rather than showing half a form.
import { describe, expect, it } from 'vitest'
import { decodeCompletedRoles } from '../../src/web/features/engagements/api/completed-roles-wire'
import { decodeContractorNames } from '../../src/web/features/engagements/api/contractor-names-wire'
import { decodeOrganisationSettings } from '../../src/web/features/organisations/api/organisation-settings-wire'

describe('the contractor the new engagement is for', () => {
  it('names the contractor and their company', () => {
    expect(
      decodeContractorNames({
        id: 'c-1',
        first_name: 'Ada',
        last_name: 'Byron',
        company_name: 'Engines Ltd',
        extra: 1,
      }),
    ).toEqual({ id: 'c-1', name: 'Ada Byron', companyName: 'Engines Ltd' })
  })

  it('refuses a contractor without a company name', () => {
    expect(() => decodeContractorNames({ id: 'c-1', first_name: 'Ada', last_name: 'Byron' })).toThrow(/company_name/)
  })
})

describe("the organisation's settings that shape the form", () => {
  it('reads the hidden rate field and the insurance validation tool, with the id as a string', () => {
    expect(
      decodeOrganisationSettings({
        id: 42,
        name: 'Northbridge',
        hide_rate_field: true,
        insurance_validation_tool: false,
      }),
    ).toEqual({ id: '42', name: 'Northbridge', hideRateField: true, insuranceValidationTool: false })
  })

  it('refuses settings that are not yes or no', () => {
    expect(() =>
      decodeOrganisationSettings({
        id: 42,
        name: 'Northbridge',
        hide_rate_field: 'no',
        insurance_validation_tool: false,
      }),
    ).toThrow(/hide_rate_field/)
  })
})

describe('the completed roles one may copy', () => {
  it('lists each role with its end client and reference', () => {
    expect(
      decodeCompletedRoles({
        items: [
          { id: 7, name: 'Data engineer', organisation_name: 'Acme', reference: null },
          { id: '8', name: 'Tester', organisation_name: 'Acme', reference: 'R-8' },
        ],
      }),
    ).toEqual([
      { id: '7', name: 'Data engineer', organisationName: 'Acme', reference: null },
      { id: '8', name: 'Tester', organisationName: 'Acme', reference: 'R-8' },
    ])
  })

  it('refuses an answer without its items', () => {
    expect(() => decodeCompletedRoles({ roles: [] })).toThrow(/items/)
  })
})
