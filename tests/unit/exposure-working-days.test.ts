import { afterEach, describe, expect, it } from 'vitest'
import { dayNumber } from '#domain/exposure/calendar-days'
import { workingDaysBetween } from '#domain/exposure/working-days'

const total = (start: string, end: string) => workingDaysBetween(start, end).total

describe('working days between two dates (Mon–Fri, both ends included, England and Wales bank holidays out)', () => {
  it('counts a full week as five and includes both the start and the end day', () => {
    expect(total('2025-06-02', '2025-06-06')).toBe(5)
    expect(total('2025-06-02', '2025-06-02')).toBe(1)
    expect(total('2025-06-06', '2025-06-09')).toBe(2) // Friday to Monday
  })

  it('counts nothing for a weekend or a bank holiday alone', () => {
    expect(total('2025-06-07', '2025-06-08')).toBe(0)
    expect(total('2025-08-25', '2025-08-25')).toBe(0) // summer bank holiday
  })

  it('leaves out Good Friday and Easter Monday, wherever Easter falls', () => {
    expect(total('2025-04-14', '2025-04-25')).toBe(8) // 18 and 21 April 2025
    expect(total('2024-03-25', '2024-04-05')).toBe(8) // 29 March and 1 April 2024
    expect(total('2027-03-22', '2027-04-02')).toBe(8) // 26 and 29 March 2027
  })

  it('leaves out Christmas, Boxing Day and their substitute days', () => {
    expect(total('2025-12-22', '2026-01-02')).toBe(7) // 25, 26 Dec and 1 Jan on weekdays
    expect(total('2026-12-21', '2027-01-01')).toBe(7) // Boxing Day on a Saturday: Monday 28th instead
    expect(total('2027-12-20', '2027-12-31')).toBe(8) // both on a weekend: 27th and 28th instead
    expect(total('2021-12-27', '2021-12-31')).toBe(3)
  })

  it('leaves out one-off bank holidays from the bundled list', () => {
    expect(total('2022-06-01', '2022-06-03')).toBe(1) // moved spring bank holiday and the Platinum Jubilee
    expect(total('2022-09-19', '2022-09-19')).toBe(0) // state funeral
    expect(total('2023-05-08', '2023-05-08')).toBe(0) // coronation
    expect(total('2020-05-04', '2020-05-08')).toBe(4) // the early May holiday moved to VE Day, Friday 8th
  })

  it('counts 29 February in a leap year and not otherwise', () => {
    expect(total('2024-02-01', '2024-02-29')).toBe(21)
    expect(total('2025-02-01', '2025-02-28')).toBe(20)
    expect(total('2028-02-28', '2028-03-01')).toBe(3) // Monday 28th, Tuesday 29th, Wednesday 1 March
  })

  it('splits the days at 6 April, the first day of the new tax year', () => {
    const days = workingDaysBetween('2025-04-01', '2025-04-11')
    expect(days.byTaxYear).toEqual([
      { taxYear: '2024/25', workingDays: 4 }, // Tue 1 to Fri 4; 5 April is a Saturday
      { taxYear: '2025/26', workingDays: 5 },
    ])
    expect(days.total).toBe(9)
  })

  it('lists a tax year the engagement touches even when it has no working day in it', () => {
    // 6 April 2026 is Easter Monday
    expect(workingDaysBetween('2026-04-02', '2026-04-06').byTaxYear).toEqual([
      { taxYear: '2025/26', workingDays: 1 },
      { taxYear: '2026/27', workingDays: 0 },
    ])
  })

  it('counts a whole tax year', () => {
    expect(total('2024-04-06', '2025-04-05')).toBe(254)
    expect(total('2025-04-06', '2026-04-05')).toBe(251)
    expect(total('2026-04-06', '2027-04-05')).toBe(252)
  })

  it('uses the usual pattern for years past the bundled list and says which years', () => {
    const days = workingDaysBetween('2029-12-24', '2029-12-31')
    expect(days.total).toBe(4) // 25 and 26 December 2029 are a Tuesday and a Wednesday
    expect(days.estimatedHolidayYears).toEqual([2029])
    expect(workingDaysBetween('2028-12-01', '2028-12-31').estimatedHolidayYears).toEqual([])
  })

  it('refuses an end before the start and anything that is not a real YYYY-MM-DD day', () => {
    expect(() => workingDaysBetween('2025-06-02', '2025-06-01')).toThrow(RangeError)
    expect(() => workingDaysBetween('2025-02-29', '2025-03-03')).toThrow(RangeError)
    expect(() => workingDaysBetween('2025-6-2', '2025-06-03')).toThrow(RangeError)
    expect(() => workingDaysBetween('2025-06-02T00:00:00Z', '2025-06-03')).toThrow(RangeError)
    expect(() => dayNumber('2025-13-01')).toThrow(RangeError)
  })
})

describe('working days do not depend on the time zone of the machine', () => {
  const original = process.env.TZ
  afterEach(() => {
    process.env.TZ = original
  })

  it.each(['Pacific/Kiritimati', 'America/Los_Angeles', 'Europe/London'])('gives the same days in %s', (zone) => {
    process.env.TZ = zone
    expect(workingDaysBetween('2025-03-28', '2025-04-07').byTaxYear).toEqual([
      { taxYear: '2024/25', workingDays: 6 },
      { taxYear: '2025/26', workingDays: 1 },
    ])
    expect(total('2025-10-24', '2025-10-27')).toBe(2) // across the end of BST
  })
})
