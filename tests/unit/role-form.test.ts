// The role form's rules and what it sends (rule roles.form), and which steps the roles list offers,
// asked of the engagement machine (rule roles.delete).
import { describe, expect, it } from 'vitest'
import { JOB_ROLE_MESSAGES, type JobRoleRecord } from '../../src/domain/job-roles'
import { maxLengthMessage } from '../../src/domain/messages'
import {
  changesOf,
  createBodyOf,
  EMPTY_ROLE_FORM,
  type RoleFormValues,
  roleFormProblems,
  valuesOfRecord,
} from '../../src/web/features/roles/role-form-rules'
import { roleStepsOf } from '../../src/web/features/roles/role-steps'

const ACME = { id: '11111111-1111-4111-8111-111111111111', name: 'Acme Retail Group' }
const NORTHBRIDGE = { id: '22222222-2222-4222-8222-222222222222', name: 'Northbridge Partners' }
const VALID: RoleFormValues = {
  ...EMPTY_ROLE_FORM,
  name: ' Data Engineer ',
  reference: 'ACME_R1',
  startDate: '2027-01-01',
  endDate: '2027-06-30',
  dailyRate: '450.5',
  endClient: ACME,
  agency: NORTHBRIDGE,
}

describe('roleFormProblems', () => {
  it('asks for every required field with the spec messages', () => {
    expect(roleFormProblems(EMPTY_ROLE_FORM, true)).toEqual({
      name: JOB_ROLE_MESSAGES.nameRequired,
      startDate: JOB_ROLE_MESSAGES.startDateRequired,
      endDate: JOB_ROLE_MESSAGES.endDateRequired,
      dailyRate: JOB_ROLE_MESSAGES.dailyRateRequired,
      endClient: JOB_ROLE_MESSAGES.endClientRequired,
    })
  })

  it('finds nothing wrong with a complete form', () => {
    expect(roleFormProblems(VALID, true)).toEqual({})
  })

  it('limits the role name to 50 characters', () => {
    expect(roleFormProblems({ ...VALID, name: 'x'.repeat(51) }, true).name).toBe(maxLengthMessage(50))
  })

  it('refuses a start date after the end date', () => {
    expect(roleFormProblems({ ...VALID, startDate: '2027-07-01' }, true).startDate).toBe(
      JOB_ROLE_MESSAGES.startAfterEnd,
    )
    expect(roleFormProblems({ ...VALID, startDate: '2027-06-30' }, true).startDate).toBeUndefined()
  })

  it('tells a day rate that is not a number from one below zero', () => {
    expect(roleFormProblems({ ...VALID, dailyRate: 'lots' }, true).dailyRate).toBe(JOB_ROLE_MESSAGES.dailyRateInvalid)
    expect(roleFormProblems({ ...VALID, dailyRate: '-1' }, true).dailyRate).toBe(JOB_ROLE_MESSAGES.dailyRateNegative)
  })

  it('asks nothing about the day rate when the end client hides it', () => {
    expect(roleFormProblems({ ...VALID, dailyRate: '' }, false)).toEqual({})
  })

  it('refuses the end client as its own agency, and an agency typed but not chosen', () => {
    expect(roleFormProblems({ ...VALID, agency: ACME }, true).agency).toBe(JOB_ROLE_MESSAGES.sameEndClientAndAgency)
    expect(roleFormProblems({ ...VALID, agency: null, agencySearch: 'North' }, true).agency).toBe(
      JOB_ROLE_MESSAGES.agencyRequired,
    )
    expect(roleFormProblems({ ...VALID, agency: null }, true).agency).toBeUndefined()
  })

  it('takes payment terms of 0 to 120 whole days, as the server does', () => {
    const message = 'Please enter payment terms from 0 to 120 days.'
    for (const typed of ['121', '-1', '7.5', '', 'thirty'])
      expect(roleFormProblems({ ...VALID, paymentTermsDays: typed }, true).paymentTermsDays, typed).toBe(message)
    for (const typed of ['0', '120', ' 45 '])
      expect(roleFormProblems({ ...VALID, paymentTermsDays: typed }, true), typed).toEqual({})
  })
})

describe('createBodyOf', () => {
  it('sends trimmed text, the days as YYYY-MM-DD and the rate in pounds', () => {
    expect(createBodyOf(VALID, true)).toEqual({
      name: 'Data Engineer',
      reference: 'ACME_R1',
      start_date: '2027-01-01',
      end_date: '2027-06-30',
      daily_rate: 450.5,
      organisation_id: ACME.id,
      agency_id: NORTHBRIDGE.id,
      archived: false,
      invoicing_frequency: 'monthly',
      payment_terms_days: 30,
      scottish_taxpayer: false,
      client_size: null,
      deductible_expenses_per_day: 0,
    })
  })

  it("sends the exposure's terms as chosen, under the engagement's wire names", () => {
    const body = createBodyOf(
      {
        ...VALID,
        invoicingFrequency: 'fortnightly',
        paymentTermsDays: ' 14 ',
        scottishTaxpayer: true,
        clientSize: 'small',
      },
      true,
    )
    expect(body).toMatchObject({
      invoicing_frequency: 'fortnightly',
      payment_terms_days: 14,
      scottish_taxpayer: true,
      client_size: 'small',
    })
  })

  it('leaves the rate out when the end client hides it, and an empty reference as null', () => {
    const body = createBodyOf({ ...VALID, reference: ' ', dailyRate: '' }, false)
    expect(body).not.toHaveProperty('daily_rate')
    expect(body.reference).toBeNull()
  })
})

describe('changesOf', () => {
  const record: JobRoleRecord = {
    id: '33333333-3333-4333-8333-333333333333',
    name: 'Data Engineer',
    reference: null,
    reviewers: [],
    start_date: '2027-01-01',
    end_date: '2027-06-30T00:00:00.000Z',
    daily_rate: 450,
    organisation_id: ACME.id,
    organisation_name: ACME.name,
    agency_id: null,
    archived: false,
    status: 'Started',
    date_last_used: null,
    version: 3,
    invoicing_frequency: 'weekly',
    payment_terms_days: 7,
    scottish_taxpayer: true,
    client_size: 'public_sector',
    deductible_expenses_per_day: 0,
  }
  const initial = valuesOfRecord(record, null)

  it('fills the form from the stored role, the rate with two decimals', () => {
    expect(initial).toMatchObject({
      endDate: '2027-06-30',
      dailyRate: '450.00',
      reference: '',
      agency: null,
      invoicingFrequency: 'weekly',
      paymentTermsDays: '7',
      scottishTaxpayer: true,
      clientSize: 'public_sector',
    })
  })

  it('sends nothing when nothing changed, and only what changed otherwise', () => {
    expect(changesOf(initial, { ...initial, dailyRate: '450' }, true)).toEqual([])
    expect(changesOf(initial, { ...initial, name: 'Data Lead', endDate: '2027-07-31' }, true)).toEqual([
      { op: 'replace', path: '/name', value: 'Data Lead' },
      { op: 'replace', path: '/end_date', value: '2027-07-31' },
    ])
    expect(changesOf(initial, { ...initial, dailyRate: '475.25' }, true)).toEqual([
      { op: 'replace', path: '/daily_rate', value: 475.25 },
    ])
  })

  it('sends changed terms of the exposure only, a size no longer known as null', () => {
    expect(changesOf(initial, { ...initial, paymentTermsDays: '07' }, true)).toEqual([])
    expect(
      changesOf(initial, { ...initial, invoicingFrequency: 'monthly', paymentTermsDays: '45', clientSize: '' }, true),
    ).toEqual([
      { op: 'replace', path: '/invoicing_frequency', value: 'monthly' },
      { op: 'replace', path: '/payment_terms_days', value: 45 },
      { op: 'replace', path: '/client_size', value: null },
    ])
    expect(changesOf(initial, { ...initial, scottishTaxpayer: false }, true)).toEqual([
      { op: 'replace', path: '/scottish_taxpayer', value: false },
    ])
  })
})

describe('roleStepsOf', () => {
  const all = ['JobRoles:Read', 'JobRoles:Update', 'JobRoles:Delete']
  const started = { status: 'Started', archived: false, dateLastUsed: null }

  it('offers archive and delete for a new role, unarchive for an archived one', () => {
    expect(roleStepsOf(started, all)).toEqual({ archive: true, unarchive: false, delete: true })
    expect(roleStepsOf({ ...started, archived: true }, all)).toEqual({ archive: false, unarchive: true, delete: true })
  })

  it('never offers delete for a used role, or once the assessment has moved on', () => {
    expect(roleStepsOf({ ...started, dateLastUsed: '2026-11-01T10:00:00Z' }, all).delete).toBe(false)
    expect(roleStepsOf({ ...started, status: 'Complete' }, all)).toEqual({
      archive: true,
      unarchive: false,
      delete: false,
    })
  })

  it('offers nothing without the permissions', () => {
    expect(roleStepsOf(started, ['JobRoles:Read'])).toEqual({ archive: false, unarchive: false, delete: false })
  })
})
