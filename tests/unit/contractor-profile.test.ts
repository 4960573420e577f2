// The business profile's rules (rules onboarding.role, profile.form): what a PATCH must
// bring, the renewal date, and the form's messages shown under each field.
import * as Schema from 'effect/Schema'
import { describe, expect, it } from 'vitest'
import {
  applyProfileChanges,
  ContractorProfileForm,
  ONBOARDING_REQUIRED,
  PROFILE_MESSAGES,
  type ProfileFormValues,
  type ProfileValues,
  profileFormProblems,
  renewalDateProblem,
} from '../../src/domain/contractor-profile.ts'
import { ukToday } from '../../src/domain/dates.ts'
import { maxLengthMessage } from '../../src/domain/messages.ts'

const TODAY = '2026-03-29'
const empty: ProfileValues = {
  title_id: null,
  first_name: 'Nia',
  last_name: 'Roberts',
  phone_number: null,
  company_name: null,
  company_number: null,
  turnover_id: null,
  occupation_id: null,
  has_business_insurance: null,
  renewal_date: null,
}
const complete = {
  title_id: 1,
  phone_number: '+447700900123',
  company_name: 'Roberts Ltd',
  company_number: 'AB123456',
  turnover_id: 2,
  occupation_id: 101,
  has_business_insurance: true,
  renewal_date: TODAY,
}
const onboarded: ProfileValues = { ...empty, ...complete }

describe('renewalDateProblem', () => {
  it('accepts today and later, refuses an earlier day', () => {
    expect(renewalDateProblem(TODAY, TODAY)).toBeNull()
    expect(renewalDateProblem('2027-01-01', TODAY)).toBeNull()
    expect(renewalDateProblem('2026-03-28', TODAY)).toBe(PROFILE_MESSAGES.renewalDateInPast)
  })
})

describe('ukToday', () => {
  it('is the UK day: just after midnight in BST is already the next day there', () => {
    expect(ukToday(new Date('2026-06-30T23:30:00Z'))).toBe('2026-07-01')
    expect(ukToday(new Date('2026-12-31T23:30:00Z'))).toBe('2026-12-31')
  })
})

describe('applyProfileChanges', () => {
  const apply = (changes: Partial<ProfileValues>, current = empty, isOnboarded = false) =>
    applyProfileChanges({ current, changes, onboarded: isOnboarded, today: TODAY })

  it('asks a new contractor for every required field at once', () => {
    expect(apply({}).problems.map((p) => p.field)).toEqual(ONBOARDING_REQUIRED.map((r) => r.field))
  })

  it('accepts a complete onboarding', () => {
    const { next, problems } = apply(complete)
    expect(problems).toEqual([])
    expect(next).toEqual(onboarded)
  })

  it('does not count a field stored earlier towards onboarding: it must come in the one PATCH', () => {
    const { title_id: _, ...rest } = complete
    expect(apply(rest, { ...empty, title_id: 3 }).problems).toEqual([
      { field: 'title_id', message: PROFILE_MESSAGES.titleRequired },
    ])
  })

  it('lets an onboarded contractor change one field, and not empty a required one', () => {
    expect(apply({ company_name: 'New Ltd' }, onboarded, true).problems).toEqual([])
    expect(apply({ turnover_id: null }, onboarded, true).problems).toEqual([
      { field: 'turnover_id', message: PROFILE_MESSAGES.turnoverRequired },
    ])
  })

  it('clears the renewal date without insurance', () => {
    const { next, problems } = apply({ has_business_insurance: false, renewal_date: '2027-01-01' }, onboarded, true)
    expect(problems).toEqual([])
    expect(next.renewal_date).toBeNull()
  })

  it('needs a renewal date with insurance, not before today', () => {
    expect(apply({ ...complete, renewal_date: null }).problems).toEqual([
      { field: 'renewal_date', message: PROFILE_MESSAGES.renewalDateRequired },
    ])
    expect(apply({ ...complete, renewal_date: '2026-03-28' }).problems).toEqual([
      { field: 'renewal_date', message: PROFILE_MESSAGES.renewalDateInPast },
    ])
  })

  it('leaves a stored renewal date that has since passed alone while something else changes', () => {
    const lapsed = { ...onboarded, renewal_date: '2025-01-01' }
    expect(apply({ phone_number: '07700900123' }, lapsed, true).problems).toEqual([])
  })
})

const blankForm: ProfileFormValues = {
  title_id: '',
  first_name: '',
  last_name: '',
  phone_number: '',
  company_name: '',
  company_number: '',
  turnover_id: '',
  has_business_insurance: '',
  renewal_date: '',
  industry_id: '',
  occupation_id: '',
}
const filledForm: ProfileFormValues = {
  title_id: '1',
  first_name: 'Nia',
  last_name: 'Roberts',
  phone_number: '+447700900123',
  company_name: 'Roberts Ltd',
  company_number: 'AB123456',
  turnover_id: '2',
  has_business_insurance: 'yes',
  renewal_date: TODAY,
  industry_id: '1',
  occupation_id: '101',
}

describe('profileFormProblems', () => {
  it('gives the onboarding form every required message of the spec, and no names', () => {
    expect(profileFormProblems(blankForm, 'onboarding', TODAY)).toEqual([
      { field: 'title_id', message: PROFILE_MESSAGES.titleRequired },
      { field: 'phone_number', message: PROFILE_MESSAGES.phoneRequired },
      { field: 'company_name', message: PROFILE_MESSAGES.companyNameRequired },
      { field: 'company_number', message: PROFILE_MESSAGES.companyNumberRequired },
      { field: 'turnover_id', message: PROFILE_MESSAGES.turnoverRequired },
      { field: 'has_business_insurance', message: PROFILE_MESSAGES.insuranceRequired },
      { field: 'industry_id', message: PROFILE_MESSAGES.sectorRequired },
      { field: 'occupation_id', message: PROFILE_MESSAGES.occupationRequired },
    ])
  })

  it('asks the profile form for names too, up to 50 characters', () => {
    const fields = profileFormProblems(blankForm, 'profile', TODAY).map((p) => p.message)
    expect(fields).toContain(PROFILE_MESSAGES.firstNameRequired)
    expect(fields).toContain(PROFILE_MESSAGES.lastNameRequired)
    expect(profileFormProblems({ ...filledForm, first_name: 'N'.repeat(51) }, 'profile', TODAY)).toEqual([
      { field: 'first_name', message: maxLengthMessage(50) },
    ])
  })

  it.each([
    ['phone_number', '+4477009001234567', PROFILE_MESSAGES.phoneTooLong],
    ['phone_number', '07700-900123', PROFILE_MESSAGES.phoneShape],
    ['company_name', 'A'.repeat(161), maxLengthMessage(160)],
    ['company_number', 'AB1234', PROFILE_MESSAGES.companyNumberShape],
    ['renewal_date', '', PROFILE_MESSAGES.renewalDateRequired],
    ['renewal_date', '2026-03-01', PROFILE_MESSAGES.renewalDateInPast],
  ] as const)('shows under %s for %j: %s', (field, value, message) => {
    expect(profileFormProblems({ ...filledForm, [field]: value }, 'onboarding', TODAY)).toEqual([{ field, message }])
  })

  it('asks no renewal date without insurance', () => {
    expect(
      profileFormProblems({ ...filledForm, has_business_insurance: 'no', renewal_date: '' }, 'onboarding', TODAY),
    ).toEqual([])
  })

  it('reports the problems at their fields through the Standard Schema the form uses', async () => {
    const schema = Schema.toStandardSchemaV1(ContractorProfileForm('onboarding', TODAY))
    const result = await schema['~standard'].validate({ ...filledForm, company_number: 'AB1' })
    expect('issues' in result && result.issues).toEqual([
      { path: ['company_number'], message: PROFILE_MESSAGES.companyNumberShape },
    ])
    expect(await schema['~standard'].validate(filledForm)).toEqual({ value: filledForm })
  })
})
