// The one check every entered day passes: within 1 January 2000 and 31 December 2100, with the message that
// names the bounds, in the schemas of every form and request that takes a date.
import * as Schema from 'effect/Schema'
import { describe, expect, it } from 'vitest'
import { ContractorProfilePatch } from '../../src/domain/contractor-profile'
import { parseUkDay } from '../../src/domain/dates'
import { DAY_BOUNDS, DAY_MESSAGES, DayOf, isDayWithinBounds } from '../../src/domain/days'
import { JOB_ROLE_MESSAGES } from '../../src/domain/job-roles'
import { RESOLVED_STATUS_ID, ResolveDispute } from '../../src/domain/sds-distribution'
import { scheduleProblems } from '../../src/web/features/engagement-details/details-rules'

const messagesOf = (schema: Schema.Top, value: unknown) => {
  const result = Schema.toStandardSchemaV1(schema as Schema.Codec<unknown, unknown>)['~standard'].validate(value)
  if (result instanceof Promise) throw new Error('not synchronous')
  return (result.issues ?? []).map((issue) => issue.message)
}

const OUTSIDE = ['0001-01-01', '1999-12-31', '2101-01-01', '9999-12-31', '9999-12-31T23:00:00-05:00']
const INSIDE = ['2000-01-01', '2100-12-31', '2027-03-26', '2100-12-31T23:59:59Z']

describe('the bounded day', () => {
  const Day = DayOf(JOB_ROLE_MESSAGES.startDateRequired)

  it.each(OUTSIDE)('refuses %s with the message naming the bounds', (day) => {
    expect(messagesOf(Day, day)).toEqual([DAY_MESSAGES.outOfBounds])
  })

  it.each(INSIDE)('accepts %s', (day) => {
    expect(messagesOf(Day, day)).toEqual([])
  })

  it('keeps its own words for an empty value and for what is no date', () => {
    expect(messagesOf(Day, '')).toEqual([JOB_ROLE_MESSAGES.startDateRequired])
    expect(messagesOf(Day, '26/03/2027')).toEqual([DAY_MESSAGES.notADay])
  })

  it('names the bounds the message gives', () => {
    expect(DAY_BOUNDS).toEqual({ first: '2000-01-01', last: '2100-12-31' })
    expect(DAY_MESSAGES.outOfBounds).toContain('01/01/2000')
    expect(DAY_MESSAGES.outOfBounds).toContain('31/12/2100')
    expect([isDayWithinBounds('2000-01-01'), isDayWithinBounds('2100-12-31')]).toEqual([true, true])
    expect([isDayWithinBounds('1999-12-31'), isDayWithinBounds('2101-01-01')]).toEqual([false, false])
  })
})

describe('every schema that takes an entered day', () => {
  it('the role and engagement forms show the bounds under either date', () => {
    const problems = scheduleProblems({ startDate: '1999-12-31', endDate: '2101-01-01', dailyRate: '500' }, true, '')
    expect(problems).toMatchObject({ startDate: DAY_MESSAGES.outOfBounds, endDate: DAY_MESSAGES.outOfBounds })
  })

  it('a contractor’s insurance renewal date', () => {
    const patch = (day: string) => [{ op: 'replace', path: '/renewal_date', value: day }]
    expect(messagesOf(ContractorProfilePatch, patch('2101-01-01'))).toEqual([DAY_MESSAGES.outOfBounds])
    expect(messagesOf(ContractorProfilePatch, patch('2100-12-31'))).toEqual([])
  })

  it('the day a new SDS applies from', () => {
    const resolve = (day: string) => [
      { op: 'replace', path: '/status_id', value: RESOLVED_STATUS_ID },
      { op: 'replace', path: '/new_sds_from', value: day },
    ]
    expect(messagesOf(ResolveDispute, resolve('0001-01-01'))).toEqual([DAY_MESSAGES.outOfBounds])
    expect(messagesOf(ResolveDispute, resolve('2000-01-01'))).toEqual([])
  })
})

describe('parseUkDay', () => {
  it('reads a typed day day-first, whatever separator or none', () => {
    expect(parseUkDay('01/04/2027')).toBe('2027-04-01')
    expect(parseUkDay('01042027')).toBe('2027-04-01')
    expect(parseUkDay(' 1/4/2027 ')).toBe('2027-04-01')
    expect(parseUkDay('01-04-2027')).toBe('2027-04-01')
    expect(parseUkDay('31.12.2026')).toBe('2026-12-31')
  })

  it('refuses what is no day: the month first, a day the calendar lacks, a short year, text', () => {
    expect(parseUkDay('04/31/2027')).toBeNull()
    expect(parseUkDay('31/02/2027')).toBeNull()
    expect(parseUkDay('29/02/2027')).toBeNull()
    expect(parseUkDay('01/04/27')).toBeNull()
    expect(parseUkDay('2027-04-01')).toBeNull()
    expect(parseUkDay('tomorrow')).toBeNull()
    expect(parseUkDay('')).toBeNull()
  })

  it('takes the leap day of a leap year', () => {
    expect(parseUkDay('29/02/2028')).toBe('2028-02-29')
  })
})
