import { describe, expect, it } from 'vitest'
import { easterSunday, usualBankHolidays } from '#domain/exposure/bank-holiday-pattern'
import { bankHolidaysIn, FIRST_BUNDLED_YEAR, isBundledYear, LAST_BUNDLED_YEAR } from '#domain/exposure/bank-holidays'
import { isWeekend } from '#domain/exposure/calendar-days'

// Days proclaimed case by case, which no rule can predict: the bundled list must carry them.
const PROCLAIMED: Readonly<Record<number, { added: readonly string[]; removed: readonly string[] }>> = {
  2020: { added: ['2020-05-08'], removed: ['2020-05-04'] }, // VE Day
  2022: { added: ['2022-06-02', '2022-06-03', '2022-09-19'], removed: ['2022-05-30'] }, // jubilee, state funeral
  2023: { added: ['2023-05-08'], removed: [] }, // coronation
}

const years = Array.from({ length: LAST_BUNDLED_YEAR - FIRST_BUNDLED_YEAR + 1 }, (_, i) => FIRST_BUNDLED_YEAR + i)

describe('England and Wales bank holidays', () => {
  it('bundles 2018 to 2028', () => {
    expect([FIRST_BUNDLED_YEAR, LAST_BUNDLED_YEAR]).toEqual([2018, 2028])
    expect(isBundledYear(2017)).toBe(false)
    expect(isBundledYear(2029)).toBe(false)
  })

  it.each(years)('lists %i as the usual pattern plus the days proclaimed that year', (year) => {
    const proclaimed = PROCLAIMED[year] ?? { added: [], removed: [] }
    const expected = usualBankHolidays(year)
      .filter((day) => !proclaimed.removed.includes(day))
      .concat(proclaimed.added)
      .sort()
    expect(bankHolidaysIn(year)).toEqual(expected)
  })

  it('never lists a weekend day, and lists each year in date order', () => {
    for (const year of years) {
      const days = bankHolidaysIn(year)
      expect(days.filter(isWeekend)).toEqual([])
      expect([...days].sort()).toEqual(days)
      expect(days.every((day) => day.startsWith(`${year}-`))).toBe(true)
    }
  })

  it('finds Easter Sunday, including the earliest and latest possible dates', () => {
    expect(easterSunday(2024)).toBe('2024-03-31')
    expect(easterSunday(2025)).toBe('2025-04-20')
    expect(easterSunday(2027)).toBe('2027-03-28')
    expect(easterSunday(2028)).toBe('2028-04-16')
    expect(easterSunday(2285)).toBe('2285-03-22')
    expect(easterSunday(2038)).toBe('2038-04-25')
  })

  it('moves weekend fixed days to the next free weekday', () => {
    // 2017: New Year's Day on a Sunday
    expect(usualBankHolidays(2017)).toEqual([
      '2017-01-02',
      '2017-04-14',
      '2017-04-17',
      '2017-05-01',
      '2017-05-29',
      '2017-08-28',
      '2017-12-25',
      '2017-12-26',
    ])
    // 2032: Christmas on a Saturday, Boxing Day on a Sunday
    expect(usualBankHolidays(2032).slice(-2)).toEqual(['2032-12-27', '2032-12-28'])
    // 2033: Christmas on a Sunday, Boxing Day on the Monday
    expect(usualBankHolidays(2033).slice(-2)).toEqual(['2033-12-26', '2033-12-27'])
  })

  it('falls back to the usual pattern outside the bundled years', () => {
    expect(bankHolidaysIn(2029)).toEqual(usualBankHolidays(2029))
    expect(bankHolidaysIn(2029)).toContain('2029-03-30') // Good Friday 2029
  })
})
