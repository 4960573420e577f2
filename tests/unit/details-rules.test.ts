// The rules the role and engagement forms share (rule engagement.form-rules): the dates, the day
// rate and the agency, and the replace operations of what changed.
import { describe, expect, it } from 'vitest'
import { JOB_ROLE_MESSAGES } from '../../src/domain/job-roles'
import {
  agencyProblem,
  replaceIfChanged,
  scheduleChanges,
  scheduleProblems,
  withoutEmpty,
} from '../../src/web/features/engagement-details/details-rules'

const ACME = { id: '11111111-1111-4111-8111-111111111111', name: 'Acme Retail Group' }
const SCHEDULE = { startDate: '2027-01-04', endDate: '2027-06-30', dailyRate: '525.50' }
const RATE_REQUIRED = 'The screen asks for its rate in its own words.'

describe('scheduleProblems', () => {
  it('asks for both dates, and for a missing rate in the words the screen gives', () => {
    expect(scheduleProblems({ startDate: '', endDate: '', dailyRate: ' ' }, true, RATE_REQUIRED)).toEqual({
      startDate: JOB_ROLE_MESSAGES.startDateRequired,
      endDate: JOB_ROLE_MESSAGES.endDateRequired,
      dailyRate: RATE_REQUIRED,
    })
  })

  it('refuses a start after the end, and a rate that is not a number of pounds', () => {
    const problems = scheduleProblems({ ...SCHEDULE, startDate: '2027-07-01', dailyRate: 'lots' }, true, RATE_REQUIRED)
    expect(problems.startDate).toBe(JOB_ROLE_MESSAGES.startAfterEnd)
    expect(problems.dailyRate).toBe(JOB_ROLE_MESSAGES.dailyRateInvalid)
  })

  it('says nothing of the rate while the rate field is hidden', () => {
    expect(withoutEmpty(scheduleProblems({ ...SCHEDULE, dailyRate: '' }, false, RATE_REQUIRED))).toEqual({})
  })
})

describe('agencyProblem', () => {
  it('refuses the end client as agency, and a search that ended in no choice', () => {
    expect(agencyProblem(ACME, '', ACME.id)).toBe(JOB_ROLE_MESSAGES.sameEndClientAndAgency)
    expect(agencyProblem(null, 'Acme', ACME.id)).toBe(JOB_ROLE_MESSAGES.agencyRequired)
  })

  it('accepts no agency, and any agency when there is no end client organisation to repeat', () => {
    expect(agencyProblem(null, ' ', ACME.id)).toBeUndefined()
    expect(agencyProblem(ACME, '', undefined)).toBeUndefined()
  })
})

describe('scheduleChanges', () => {
  it('replaces only the changed dates, and the rate by its value in pounds', () => {
    expect(scheduleChanges(SCHEDULE, { ...SCHEDULE, dailyRate: '525.5' }, true)).toEqual([])
    expect(scheduleChanges(SCHEDULE, { ...SCHEDULE, endDate: '2027-07-31', dailyRate: '540' }, true)).toEqual([
      { op: 'replace', path: '/end_date', value: '2027-07-31' },
      { op: 'replace', path: '/daily_rate', value: 540 },
    ])
  })

  it('never sends the rate while the rate field is hidden', () => {
    expect(scheduleChanges(SCHEDULE, { ...SCHEDULE, dailyRate: '600' }, false)).toEqual([])
  })

  it('builds one replace operation from a changed value and none from an unchanged one', () => {
    expect(replaceIfChanged('/sds_provider', null, 'Acme Compliance')).toEqual([
      { op: 'replace', path: '/sds_provider', value: 'Acme Compliance' },
    ])
    expect(replaceIfChanged('/sds_provider', 'Acme Compliance', 'Acme Compliance')).toEqual([])
  })
})
