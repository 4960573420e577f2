// The engagement form's rules and what it sends (rules engagement.create-form, engagement.edit-screen,
// engagement.form-rules): the messages of each field, the create body of a full assessment and of an insurance
// validation, a completed role's details copied in, and only the changed details of a saved engagement.
import { describe, expect, it } from 'vitest'
import { ENGAGEMENT_MESSAGES, type EngagementRecord } from '../../src/domain/assessments'
import { JOB_ROLE_MESSAGES } from '../../src/domain/job-roles'
import { maxLengthMessage } from '../../src/domain/messages'
import {
  changesOf,
  createBodyOf,
  createBodyProblem,
  EMPTY_ENGAGEMENT_FORM,
  type EngagementFormValues,
  engagementFormProblems,
  patchProblem,
  valuesCopiedFromRole,
  valuesOfEngagement,
} from '../../src/web/features/engagements/engagement-form-rules'

const ACME = { id: '11111111-1111-4111-8111-111111111111', name: 'Acme Retail Group' }
const NORTHBRIDGE = { id: '22222222-2222-4222-8222-222222222222', name: 'Northbridge Partners' }
const CONTEXT = {
  contractorId: '33333333-3333-4333-8333-333333333333',
  organisationId: ACME.id,
  questionSetId: '44444444-4444-4444-8444-444444444444',
  rateShown: true,
}
const FREQUENCY_ID = '55555555-5555-4555-8555-555555555555'

const FULL: EngagementFormValues = {
  ...EMPTY_ENGAGEMENT_FORM,
  name: ' Store systems lead ',
  startDate: '2027-01-04',
  endDate: '2027-06-30',
  dailyRate: '525.5',
  sdsProvider: '',
  endClient: ACME,
  agency: NORTHBRIDGE,
  reassessmentFrequencyId: FREQUENCY_ID,
}
const INSURANCE: EngagementFormValues = {
  ...FULL,
  typeCode: 'SHORT',
  endClient: null,
  originalSdsEndClient: ' Halden Energy ',
  sdsProvider: 'Acme Compliance',
}

describe('engagementFormProblems', () => {
  it('asks for every required field of a full assessment with the spec messages', () => {
    expect(engagementFormProblems(EMPTY_ENGAGEMENT_FORM, true)).toEqual({
      name: ENGAGEMENT_MESSAGES.nameRequired,
      startDate: JOB_ROLE_MESSAGES.startDateRequired,
      endDate: JOB_ROLE_MESSAGES.endDateRequired,
      dailyRate: ENGAGEMENT_MESSAGES.dayRateRequired,
      endClient: JOB_ROLE_MESSAGES.endClientRequired,
    })
  })

  it('asks an insurance validation for the end client named on the original SDS instead', () => {
    expect(engagementFormProblems({ ...EMPTY_ENGAGEMENT_FORM, typeCode: 'SHORT' }, true)).toMatchObject({
      originalSdsEndClient: ENGAGEMENT_MESSAGES.endClientRequired,
    })
    expect(engagementFormProblems({ ...EMPTY_ENGAGEMENT_FORM, typeCode: 'SHORT' }, true)).not.toHaveProperty(
      'endClient',
    )
  })

  it('finds nothing wrong with a complete form of either type', () => {
    expect(engagementFormProblems(FULL, true)).toEqual({})
    expect(engagementFormProblems(INSURANCE, true)).toEqual({})
  })

  it('limits the name, SDS provider and free-text end client to 50 characters', () => {
    const long = 'x'.repeat(51)
    expect(
      engagementFormProblems({ ...INSURANCE, name: long, sdsProvider: long, originalSdsEndClient: long }, true),
    ).toEqual({
      name: maxLengthMessage(50),
      sdsProvider: maxLengthMessage(50),
      originalSdsEndClient: maxLengthMessage(50),
    })
  })

  it('refuses a start date after the end date', () => {
    expect(engagementFormProblems({ ...FULL, startDate: '2027-07-01' }, true)).toEqual({
      startDate: JOB_ROLE_MESSAGES.startAfterEnd,
    })
  })

  it('tells a day rate that is not a number from a negative one', () => {
    expect(engagementFormProblems({ ...FULL, dailyRate: 'abc' }, true).dailyRate).toBe(
      JOB_ROLE_MESSAGES.dailyRateInvalid,
    )
    expect(engagementFormProblems({ ...FULL, dailyRate: '-1' }, true).dailyRate).toBe(
      JOB_ROLE_MESSAGES.dailyRateNegative,
    )
    expect(engagementFormProblems({ ...FULL, dailyRate: '1.234' }, true).dailyRate).toBeDefined()
  })

  it('does not ask for the day rate when the rate field is hidden', () => {
    expect(engagementFormProblems({ ...FULL, dailyRate: '' }, false)).toEqual({})
  })

  it('refuses the end client as agency, and an agency typed but not chosen', () => {
    expect(engagementFormProblems({ ...FULL, agency: ACME }, true)).toEqual({
      agency: JOB_ROLE_MESSAGES.sameEndClientAndAgency,
    })
    expect(engagementFormProblems({ ...FULL, agency: null, agencySearch: 'North' }, true)).toEqual({
      agency: JOB_ROLE_MESSAGES.agencyRequired,
    })
  })
})

describe('createBodyOf', () => {
  it('sends a full assessment with its end client by id, two-decimal rate and schedule', () => {
    const body = createBodyOf(FULL, CONTEXT)
    expect(body).toEqual({
      contractor_id: CONTEXT.contractorId,
      organisation_id: ACME.id,
      question_set_id: CONTEXT.questionSetId,
      name: 'Store systems lead',
      start_date: '2027-01-04',
      end_date: '2027-06-30',
      daily_rate: 525.5,
      sds_provider: null,
      role_id: null,
      agency_id: NORTHBRIDGE.id,
      end_client_id: ACME.id,
      reassessment_frequency_id: FREQUENCY_ID,
      // The exposure's defaults: monthly in arrears, 30 days, not Scottish, the client's size not known.
      invoicing_frequency: 'monthly',
      payment_terms_days: 30,
      scottish_taxpayer: false,
      client_size: null,
      deductible_expenses_per_day: 0,
    })
    expect(createBodyProblem(body)).toBeNull()
  })

  it('sends the payment terms and client as chosen, and refuses terms that are not 0 to 120 whole days', () => {
    const chosen = {
      ...FULL,
      invoicingFrequency: 'weekly' as const,
      paymentTermsDays: '14',
      scottishTaxpayer: true,
      clientSize: 'small' as const,
    }
    expect(createBodyOf(chosen, CONTEXT)).toMatchObject({
      invoicing_frequency: 'weekly',
      payment_terms_days: 14,
      scottish_taxpayer: true,
      client_size: 'small',
    })
    const message = 'Please enter payment terms from 0 to 120 days.'
    for (const paymentTermsDays of ['121', '2.5', 'thirty', ''])
      expect(engagementFormProblems({ ...FULL, paymentTermsDays }, true).paymentTermsDays).toBe(message)
    expect(engagementFormProblems({ ...INSURANCE, paymentTermsDays: 'x' }, true).paymentTermsDays).toBeUndefined()
  })

  it('sends an insurance validation with the free-text end client and no schedule', () => {
    const body = createBodyOf(INSURANCE, CONTEXT)
    expect(body).toMatchObject({
      end_client: 'Halden Energy',
      sds_provider: 'Acme Compliance',
      reassessment_frequency_id: null,
    })
    expect(body).not.toHaveProperty('end_client_id')
    expect(createBodyProblem(body)).toBeNull()
  })

  it('leaves the day rate out when the rate field is hidden', () => {
    expect(createBodyOf(FULL, { ...CONTEXT, rateShown: false })).not.toHaveProperty('daily_rate')
  })

  it('lets the server schema report what the form could not have caught', () => {
    expect(createBodyProblem(createBodyOf(FULL, { ...CONTEXT, questionSetId: 'not-an-id' }))).not.toBeNull()
  })
})

describe('valuesCopiedFromRole', () => {
  it("fills the dates, day rate, end client, agency and the exposure's terms, and keeps the role", () => {
    const role = {
      id: '66666666-6666-4666-8666-666666666666',
      name: 'Merchandising planner',
      start_date: '2027-03-01T00:00:00.000Z',
      end_date: '2027-03-28',
      daily_rate: 400,
      organisation_id: ACME.id,
      organisation_name: ACME.name,
      invoicing_frequency: 'four_weekly' as const,
      payment_terms_days: 14,
      scottish_taxpayer: true,
      deductible_expenses_per_day: 12.5,
      client_size: 'small' as const,
    }
    const copied = valuesCopiedFromRole(
      { ...EMPTY_ENGAGEMENT_FORM, name: 'Kept', endClientSearch: 'Ac' },
      role,
      NORTHBRIDGE,
    )
    expect(copied).toMatchObject({
      name: 'Kept',
      role: { id: role.id, name: role.name },
      startDate: '2027-03-01',
      endDate: '2027-03-28',
      dailyRate: '400.00',
      endClient: ACME,
      endClientSearch: '',
      agency: NORTHBRIDGE,
      invoicingFrequency: 'four_weekly',
      paymentTermsDays: '14',
      scottishTaxpayer: true,
      clientSize: 'small',
      deductibleExpensesPerDay: '12.50',
    })
    expect(createBodyOf(copied, CONTEXT)).toMatchObject({
      role_id: role.id,
      invoicing_frequency: 'four_weekly',
      payment_terms_days: 14,
      scottish_taxpayer: true,
      client_size: 'small',
      deductible_expenses_per_day: 12.5,
    })
  })

  it('keeps what was typed where the role has nothing', () => {
    const role = {
      id: '66666666-6666-4666-8666-666666666666',
      name: 'Warehouse operations lead',
      start_date: null,
      end_date: null,
      daily_rate: null,
      organisation_id: ACME.id,
      organisation_name: ACME.name,
      invoicing_frequency: 'monthly' as const,
      payment_terms_days: 30,
      scottish_taxpayer: false,
      client_size: null,
      deductible_expenses_per_day: 0,
    }
    expect(valuesCopiedFromRole(FULL, role, null)).toMatchObject({
      startDate: FULL.startDate,
      endDate: FULL.endDate,
      dailyRate: FULL.dailyRate,
      agency: null,
    })
  })
})

const RECORD = {
  id: '77777777-7777-4777-8777-777777777777',
  name: 'Store systems lead',
  question_set_type_code: 'FULL',
  role_id: null,
  role_name: null,
  start_date: '2027-01-04',
  end_date: '2027-06-30',
  daily_rate: 525.5,
  sds_provider: null,
  end_client_id: ACME.id,
  end_client: ACME.name,
  agency_id: NORTHBRIDGE.id,
  agency: NORTHBRIDGE.name,
  reassessment_frequency_id: null,
  reviewers: [],
  invoicing_frequency: 'monthly',
  payment_terms_days: 30,
  scottish_taxpayer: false,
  client_size: null,
  deductible_expenses_per_day: 0,
} as unknown as EngagementRecord

describe('changesOf', () => {
  const initial = valuesOfEngagement(RECORD)

  it('reads a saved engagement into the form, the rate with two decimals', () => {
    expect(initial).toMatchObject({ typeCode: 'FULL', dailyRate: '525.50', endClient: ACME, agency: NORTHBRIDGE })
  })

  it('sends nothing when nothing changed', () => {
    expect(changesOf(initial, { ...initial, name: ' Store systems lead ', dailyRate: '525.5' }, true)).toEqual([])
  })

  it('sends only the changed details as replace operations', () => {
    const operations = changesOf(
      initial,
      {
        ...initial,
        name: 'Store systems architect',
        endDate: '2027-09-30',
        sdsProvider: 'Acme',
        reassessmentFrequencyId: FREQUENCY_ID,
      },
      true,
    )
    expect(operations).toEqual([
      { op: 'replace', path: '/name', value: 'Store systems architect' },
      { op: 'replace', path: '/end_date', value: '2027-09-30' },
      { op: 'replace', path: '/sds_provider', value: 'Acme' },
      { op: 'replace', path: '/reassessment_frequency_id', value: FREQUENCY_ID },
    ])
    expect(patchProblem(operations)).toBeNull()
  })

  it("sends changed payment terms, the worker's tax residence and the client's size", () => {
    const operations = changesOf(
      initial,
      {
        ...initial,
        invoicingFrequency: 'fortnightly',
        paymentTermsDays: '0',
        scottishTaxpayer: true,
        clientSize: 'public_sector',
      },
      true,
    )
    expect(operations).toEqual([
      { op: 'replace', path: '/invoicing_frequency', value: 'fortnightly' },
      { op: 'replace', path: '/payment_terms_days', value: 0 },
      { op: 'replace', path: '/scottish_taxpayer', value: true },
      { op: 'replace', path: '/client_size', value: 'public_sector' },
    ])
    expect(patchProblem(operations)).toBeNull()
  })

  it('never sends the day rate when the rate field is hidden, nor a schedule for an insurance validation', () => {
    expect(changesOf(initial, { ...initial, dailyRate: '1.00' }, false)).toEqual([])
    const insurance = { ...initial, typeCode: 'SHORT' as const }
    expect(changesOf(insurance, { ...insurance, reassessmentFrequencyId: FREQUENCY_ID }, true)).toEqual([])
  })
})
