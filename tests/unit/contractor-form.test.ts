// The contractor screens' pure parts: the form's values and what they send (rules contractors.form,
// api.contractors), the list's URL filter, and the browser's validation giving the server's messages.
import * as Schema from 'effect/Schema'
import { describe, expect, it } from 'vitest'
import { CONTRACTOR_MESSAGES, type MasterContractor } from '../../src/domain/contractors'
import { maxLengthMessage } from '../../src/domain/messages'
import { companySearchPath, isSearchableTerm } from '../../src/web/features/contractors/api/search-companies'
import {
  ContractorFormSchema,
  type ContractorFormValues,
  changedOperations,
  contractorValuesOf,
  createBodyOf,
  emailProblem,
  emptyContractorValues,
} from '../../src/web/features/contractors/contractor-form-values'
import { insuranceOf, parseContractorsSearch } from '../../src/web/features/contractors/contractors-list-search'

const saved: MasterContractor = {
  id: 'c1',
  first_name: 'Ada',
  last_name: 'Okonjo',
  company_name: 'Okonjo Ltd',
  company_number: 'AB123456',
  email: 'ada@example.test',
  phone_number: '+447700900123',
  external_reference: null,
  share_with_provider: false,
  organisation_id: 'o1',
  ir35_insured: null,
  version: 3,
}

const messagesFor = (values: ContractorFormValues) => {
  const result = Schema.toStandardSchemaV1(ContractorFormSchema, { parseOptions: { errors: 'all' } })[
    '~standard'
  ].validate(values)
  if (result instanceof Promise) throw new Error('expected a synchronous check')
  return Object.fromEntries((result.issues ?? []).map((issue) => [String(issue.path?.[0]), issue.message]))
}

describe('the contractor form values', () => {
  it('reads a record into the form, a missing reference as empty text', () => {
    expect(contractorValuesOf(saved)).toEqual({
      first_name: 'Ada',
      last_name: 'Okonjo',
      company_name: 'Okonjo Ltd',
      company_number: 'AB123456',
      email: 'ada@example.test',
      phone_number: '+447700900123',
      external_reference: '',
      share_with_provider: false,
    })
    expect(emptyContractorValues('x@example.test').email).toBe('x@example.test')
  })

  it('creates with trimmed values, the company number in capitals and no empty reference', () => {
    const values = { ...contractorValuesOf(saved), first_name: '  Ada ', company_number: ' ab123456 ' }
    expect(createBodyOf(values, 'o1', false)).toEqual({
      first_name: 'Ada',
      last_name: 'Okonjo',
      company_name: 'Okonjo Ltd',
      company_number: 'AB123456',
      email: 'ada@example.test',
      phone_number: '+447700900123',
      external_reference: null,
      organisation_id: 'o1',
    })
  })

  it('sends "IR35 insurance requested" only where the organisation shares leads', () => {
    const values = { ...contractorValuesOf(saved), share_with_provider: true }
    expect(createBodyOf(values, 'o1', true).share_with_provider).toBe(true)
    expect('share_with_provider' in createBodyOf(values, 'o1', false)).toBe(false)
    expect(changedOperations(saved, values, false)).toEqual([])
    expect(changedOperations(saved, values, true)).toEqual([
      { op: 'replace', path: '/share_with_provider', value: true },
    ])
  })

  it('replaces only the fields that changed, as the server stores them', () => {
    const values = {
      ...contractorValuesOf(saved),
      first_name: ' Ada ',
      phone_number: '+447700900999',
      company_number: 'ab123456',
      external_reference: ' REF-9 ',
    }
    expect(changedOperations(saved, values, false)).toEqual([
      { op: 'replace', path: '/phone_number', value: '+447700900999' },
      { op: 'replace', path: '/external_reference', value: 'REF-9' },
    ])
    expect(changedOperations({ ...saved, external_reference: 'REF-1' }, contractorValuesOf(saved), false)).toEqual([
      { op: 'replace', path: '/external_reference', value: null },
    ])
  })
})

describe('the browser check of the contractor form', () => {
  it("gives the form's messages, the same the server gives", () => {
    expect(messagesFor(emptyContractorValues())).toEqual({
      first_name: CONTRACTOR_MESSAGES.firstNameRequired,
      last_name: CONTRACTOR_MESSAGES.lastNameRequired,
      company_name: CONTRACTOR_MESSAGES.companyNameRequired,
      company_number: CONTRACTOR_MESSAGES.companyNumberRequired,
      email: CONTRACTOR_MESSAGES.emailRequired,
      phone_number: CONTRACTOR_MESSAGES.phoneRequired,
    })
    expect(
      messagesFor({
        ...contractorValuesOf(saved),
        first_name: 'f'.repeat(51),
        company_name: 'c'.repeat(161),
        company_number: 'AB12',
        email: 'ada at example',
        phone_number: '07700 900123',
        external_reference: 'r'.repeat(51),
      }),
    ).toEqual({
      first_name: maxLengthMessage(50),
      company_name: maxLengthMessage(160),
      company_number: CONTRACTOR_MESSAGES.companyNumberShape,
      email: CONTRACTOR_MESSAGES.emailInvalid,
      phone_number: CONTRACTOR_MESSAGES.phoneShape,
      external_reference: maxLengthMessage(50),
    })
    expect(messagesFor({ ...contractorValuesOf(saved), phone_number: '+4477009001234567' })).toEqual({
      phone_number: CONTRACTOR_MESSAGES.phoneTooLong,
    })
    expect(messagesFor(contractorValuesOf(saved))).toEqual({})
  })

  it('checks the e-mail of the first step alone', () => {
    expect(emailProblem('')).toBe(CONTRACTOR_MESSAGES.emailRequired)
    expect(emailProblem('jane doe@example.test')).toBe(CONTRACTOR_MESSAGES.emailInvalid)
    expect(emailProblem(' jane@example.test ')).toBeUndefined()
  })
})

describe('the contractors list URL', () => {
  it('keeps a known IR35 Insurance filter with the list state and drops anything else', () => {
    expect(parseContractorsSearch({ page: 2, ir35_insurance: 'insured', sort_by: 'company_name' })).toEqual({
      page: 2,
      sort_by: 'company_name',
      ir35_insurance: 'insured',
    })
    expect(parseContractorsSearch({ ir35_insurance: 'maybe', sort_by: 'phone_number' })).toEqual({})
  })

  it('names what is known of a contractor’s IR35 insurance', () => {
    expect([insuranceOf(true), insuranceOf(false), insuranceOf(null)]).toEqual(['insured', 'uninsured', 'unknown'])
  })
})

describe('the companies register search', () => {
  it('asks from 3 characters, by number when a digit is typed, and never with what no number can hold', () => {
    expect(isSearchableTerm('wa')).toBe(false)
    expect(isSearchableTerm('wal')).toBe(true)
    expect(companySearchPath('walsh digital')).toBe('/externals/companieshouse/name/walsh%20digital')
    expect(companySearchPath('DM0001')).toBe('/externals/companieshouse/DM0001')
    // A name with a digit is a number search, and a number has only letters, digits and spaces.
    expect(isSearchableTerm('Patel Digital 37 Ltd')).toBe(true)
    expect(isSearchableTerm('Smith & Co 2')).toBe(false)
    expect(isSearchableTerm('x'.repeat(161))).toBe(false)
  })
})
