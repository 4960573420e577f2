// England and Wales bank holidays, bundled so that a figure never depends on a network call.
// Source: GOV.UK "UK bank holidays", https://www.gov.uk/bank-holidays.json, division "england-and-wales"
// (2018 to 2027). 2028 is not yet published there; its days follow the 1971 Act and the standing proclamations
// (see bank-holiday-pattern.ts) and should be checked against GOV.UK when it appears.
// A year outside the list falls back to the usual pattern, and the result says so: one-off days cannot be known.
import { usualBankHolidays } from './bank-holiday-pattern.ts'
import type { CalendarDay } from './calendar-days.ts'

const ENGLAND_AND_WALES: Readonly<Record<number, readonly CalendarDay[]>> = {
  2018: [
    '2018-01-01',
    '2018-03-30',
    '2018-04-02',
    '2018-05-07',
    '2018-05-28',
    '2018-08-27',
    '2018-12-25',
    '2018-12-26',
  ],
  2019: [
    '2019-01-01',
    '2019-04-19',
    '2019-04-22',
    '2019-05-06',
    '2019-05-27',
    '2019-08-26',
    '2019-12-25',
    '2019-12-26',
  ],
  2020: [
    '2020-01-01',
    '2020-04-10',
    '2020-04-13',
    '2020-05-08', // early May bank holiday moved from 4 May to VE Day
    '2020-05-25',
    '2020-08-31',
    '2020-12-25',
    '2020-12-28', // Boxing Day, substitute day
  ],
  2021: [
    '2021-01-01',
    '2021-04-02',
    '2021-04-05',
    '2021-05-03',
    '2021-05-31',
    '2021-08-30',
    '2021-12-27', // Christmas Day, substitute day
    '2021-12-28', // Boxing Day, substitute day
  ],
  2022: [
    '2022-01-03', // New Year's Day, substitute day
    '2022-04-15',
    '2022-04-18',
    '2022-05-02',
    '2022-06-02', // spring bank holiday moved from 30 May
    '2022-06-03', // Platinum Jubilee
    '2022-08-29',
    '2022-09-19', // state funeral of Queen Elizabeth II
    '2022-12-26',
    '2022-12-27', // Christmas Day, substitute day
  ],
  2023: [
    '2023-01-02', // New Year's Day, substitute day
    '2023-04-07',
    '2023-04-10',
    '2023-05-01',
    '2023-05-08', // coronation of King Charles III
    '2023-05-29',
    '2023-08-28',
    '2023-12-25',
    '2023-12-26',
  ],
  2024: [
    '2024-01-01',
    '2024-03-29',
    '2024-04-01',
    '2024-05-06',
    '2024-05-27',
    '2024-08-26',
    '2024-12-25',
    '2024-12-26',
  ],
  2025: [
    '2025-01-01',
    '2025-04-18',
    '2025-04-21',
    '2025-05-05',
    '2025-05-26',
    '2025-08-25',
    '2025-12-25',
    '2025-12-26',
  ],
  2026: [
    '2026-01-01',
    '2026-04-03',
    '2026-04-06',
    '2026-05-04',
    '2026-05-25',
    '2026-08-31',
    '2026-12-25',
    '2026-12-28', // Boxing Day, substitute day
  ],
  2027: [
    '2027-01-01',
    '2027-03-26',
    '2027-03-29',
    '2027-05-03',
    '2027-05-31',
    '2027-08-30',
    '2027-12-27', // Christmas Day, substitute day
    '2027-12-28', // Boxing Day, substitute day
  ],
  2028: [
    '2028-01-03', // New Year's Day, substitute day
    '2028-04-14',
    '2028-04-17',
    '2028-05-01',
    '2028-05-29',
    '2028-08-28',
    '2028-12-25',
    '2028-12-26',
  ],
}

export const FIRST_BUNDLED_YEAR = 2018
export const LAST_BUNDLED_YEAR = 2028

export const isBundledYear = (year: number): boolean => year >= FIRST_BUNDLED_YEAR && year <= LAST_BUNDLED_YEAR

/** A year's bank holidays: the bundled list, or the usual pattern for a year outside it. */
export const bankHolidaysIn = (year: number): readonly CalendarDay[] =>
  ENGLAND_AND_WALES[year] ?? usualBankHolidays(year)
