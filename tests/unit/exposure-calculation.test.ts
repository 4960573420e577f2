// The hand-worked examples of docs/financial-exposure.md, to the penny, and the rules they rest on.
import { describe, expect, it } from 'vitest'
import { dayNumber } from '#domain/exposure/calendar-days'
import { apprenticeshipLevyOn, incomeTaxOn, personalAllowanceFor } from '#domain/exposure/employment-taxes'
import { ALWAYS_NOTES, type Exposure, financialExposure, OUT_OF_BOUNDS_NOTE } from '#domain/exposure/exposure'
import { formatPounds } from '#domain/exposure/money'
import { corporationTaxOn } from '#domain/exposure/offset'
import { TAX_YEAR_RATES } from '#domain/exposure/tax-years'

const rates2526 = TAX_YEAR_RATES['2025/26']!
const NO_PAY_BILL = "The Apprenticeship Levy is not included because the organisation's pay bill is not set."

const totals = (exposure: Exposure) => ({
  workingDays: exposure.workingDays,
  feesPence: exposure.feesPence,
  incomeTaxPence: exposure.incomeTaxPence,
  employeeNicPence: exposure.employeeNicPence,
  employerNicPence: exposure.employerNicPence,
  apprenticeshipLevyPence: exposure.apprenticeshipLevyPence,
  exposurePence: exposure.exposurePence,
  offsetPence: exposure.offsetPence,
})

describe('worked example 1: £450 a day, 2 June to 29 August 2025, no pay bill', () => {
  const exposure = financialExposure({ dailyRatePence: 45_000, startDate: '2025-06-02', endDate: '2025-08-29' })

  it('gives the figures worked by hand', () => {
    expect(totals(exposure)).toEqual({
      workingDays: 64, // 21 in June, 23 in July, 20 in August (25 August out)
      feesPence: 2_880_000,
      incomeTaxPence: 324_600, // (28,800 − 12,570) × 20%
      employeeNicPence: 129_840, // (28,800 − 12,570) × 8%
      employerNicPence: 357_000, // (28,800 − 5,000) × 15%
      apprenticeshipLevyPence: 0,
      exposurePence: 811_440,
      offsetPence: 324_600, // corporation tax 28,800 × 19% = 5,472, capped at the income tax
    })
    expect(exposure.byTaxYear[0]).toMatchObject({
      taxYear: '2025/26',
      ratesYear: '2025/26',
      corporationTaxPence: 547_200,
    })
  })

  it('shows as whole pounds and carries the standing caveats', () => {
    expect(formatPounds(exposure.exposurePence)).toBe('£8,114')
    expect(formatPounds(exposure.offsetPence)).toBe('£3,246')
    expect(exposure.taxYears).toEqual(['2025/26'])
    expect(exposure.usedLatestYearFor).toEqual([])
    expect(exposure.notes).toEqual([NO_PAY_BILL, ...ALWAYS_NOTES])
  })
})

describe('worked example 2: £550 a day, 2 June 2025 to 29 May 2026, pay bill £2,990,000', () => {
  const exposure = financialExposure({
    dailyRatePence: 55_000,
    startDate: '2025-06-02',
    endDate: '2026-05-29',
    payBillPence: 299_000_000,
  })

  it('splits the engagement at 6 April and applies each year its own table', () => {
    expect(exposure.taxYears).toEqual(['2025/26', '2026/27'])
    expect(exposure.byTaxYear).toEqual([
      {
        taxYear: '2025/26',
        ratesYear: '2025/26',
        fallback: 'none',
        workingDays: 215,
        feesPence: 11_825_000,
        incomeTaxPence: 3_838_200, // allowance tapered to 3,445: 37,700 × 20% + 77,105 × 40%
        employeeNicPence: 437_560, // 37,700 × 8% + 67,980 × 2%
        employerNicPence: 1_698_750, // 113,250 × 15%
        apprenticeshipLevyPence: 54_125, // (2,990,000 + 118,250 − 3,000,000) × 0.5%
        corporationTaxPence: 2_758_625, // 118,250 × 25% − 3/200 × 131,750
        offsetPence: 2_758_625,
      },
      {
        taxYear: '2026/27',
        ratesYear: '2026/27',
        fallback: 'none',
        workingDays: 37, // 6 April 2026 is Easter Monday
        feesPence: 2_035_000,
        incomeTaxPence: 155_600,
        employeeNicPence: 62_240,
        employerNicPence: 230_250,
        apprenticeshipLevyPence: 5_175, // (2,990,000 + 20,350 − 3,000,000) × 0.5%
        corporationTaxPence: 386_650,
        offsetPence: 155_600,
      },
    ])
  })

  it('adds the years up', () => {
    expect(totals(exposure)).toEqual({
      workingDays: 252,
      feesPence: 13_860_000,
      incomeTaxPence: 3_993_800,
      employeeNicPence: 499_800,
      employerNicPence: 1_929_000,
      apprenticeshipLevyPence: 59_300,
      exposurePence: 6_481_900,
      offsetPence: 2_914_225,
    })
    expect(formatPounds(exposure.exposurePence)).toBe('£64,819')
    expect(formatPounds(exposure.offsetPence)).toBe('£29,142')
    expect(exposure.notes).toEqual([...ALWAYS_NOTES])
  })
})

describe('worked example 3: £400 a day, 4 January to 30 June 2027, pay bill £5,000,000', () => {
  const exposure = financialExposure({
    dailyRatePence: 40_000,
    startDate: '2027-01-04',
    endDate: '2027-06-30',
    payBillPence: 500_000_000,
  })

  it('works out 2027/28 with the 2026/27 rates and says so', () => {
    expect(exposure.taxYears).toEqual(['2026/27', '2027/28'])
    expect(exposure.usedLatestYearFor).toEqual(['2027/28'])
    expect(exposure.byTaxYear[1]).toMatchObject({ taxYear: '2027/28', ratesYear: '2026/27', fallback: 'latest' })
    expect(exposure.notes[0]).toBe('Rates for 2027/28 are not published yet, so the 2026/27 rates are used.')
  })

  it('gives the figures worked by hand', () => {
    expect(exposure.byTaxYear.map((year) => [year.workingDays, year.feesPence])).toEqual([
      [64, 2_560_000],
      [60, 2_400_000],
    ])
    expect(totals(exposure)).toEqual({
      workingDays: 124,
      feesPence: 4_960_000,
      incomeTaxPence: 489_200, // 13,030 × 20% + 11,430 × 20%
      employeeNicPence: 195_680,
      employerNicPence: 594_000, // 20,600 × 15% + 19,000 × 15%
      apprenticeshipLevyPence: 24_800, // the pay bill is past £3 million: 0.5% of every pound
      exposurePence: 1_303_680,
      offsetPence: 489_200,
    })
  })
})

describe("HMRC's own set-off case study (ESM10038A): £60,000 paid in 2024/25", () => {
  // 250 working days at £240. HMRC gives £11,428 of income tax (worked through PAYE tables) and £10,235 of NIC.
  const exposure = financialExposure({ dailyRatePence: 24_000, startDate: '2024-04-08', endDate: '2025-03-31' })

  it('agrees on the National Insurance to the pound and on the income tax within the PAYE tables’ rounding', () => {
    expect(exposure.feesPence).toBe(6_000_000)
    expect(exposure.employeeNicPence + exposure.employerNicPence).toBe(1_023_480)
    expect(exposure.incomeTaxPence).toBe(1_143_200)
    expect(Math.abs(exposure.incomeTaxPence - 1_142_800)).toBeLessThanOrEqual(500)
  })
})

describe('personal allowance taper', () => {
  const allowance = (pounds: number) => personalAllowanceFor(pounds * 100, rates2526.incomeTax) / 100

  it('keeps the full allowance up to £100,000, halves the excess above, and is gone at £125,140', () => {
    expect(allowance(100_000)).toBe(12_570)
    expect(allowance(110_000)).toBe(7_570)
    expect(allowance(125_140)).toBe(0)
    expect(allowance(200_000)).toBe(0)
  })

  it('taxes income in the taper zone at an effective 60% at the margin', () => {
    const extra = incomeTaxOn(11_000_000, rates2526) - incomeTaxOn(10_000_000, rates2526)
    expect(extra).toBe(600_000) // £10,000 more income, £6,000 more tax
  })

  it('reaches the additional rate above £125,140', () => {
    // 37,700 × 20% + 87,440 × 40% + 74,860 × 45%
    expect(incomeTaxOn(20_000_000, rates2526)).toBe(7_620_300)
  })
})

describe('apprenticeship levy', () => {
  const fees = { dailyRatePence: 50_000, startDate: '2025-06-02', endDate: '2025-06-06' } // £2,500

  it('is left out, with a note, when the pay bill is not set', () => {
    for (const payBillPence of [undefined, null]) {
      const exposure = financialExposure({ ...fees, payBillPence })
      expect(exposure.apprenticeshipLevyPence).toBe(0)
      expect(exposure.notes).toContain(NO_PAY_BILL)
    }
  })

  it('is 0.5% of the fees once the pay bill is past £3 million', () => {
    const exposure = financialExposure({ ...fees, payBillPence: 400_000_000 })
    expect(exposure.apprenticeshipLevyPence).toBe(1_250)
    expect(exposure.notes).not.toContain(NO_PAY_BILL)
  })

  it('counts only the part of the fees that lifts the pay bill past £3 million', () => {
    expect(apprenticeshipLevyOn(250_000, 299_900_000, rates2526)).toBe(750) // £1,500 over × 0.5%
    expect(apprenticeshipLevyOn(250_000, 100_000_000, rates2526)).toBe(0)
    expect(apprenticeshipLevyOn(250_000, 0, rates2526)).toBe(0)
  })
})

describe('the offset estimate', () => {
  it('charges corporation tax at 19% to £50,000, with marginal relief to £250,000, and 25% above', () => {
    expect(corporationTaxOn(5_000_000, rates2526)).toBe(950_000)
    expect(corporationTaxOn(10_000_000, rates2526)).toBe(2_275_000) // 25,000 − 3/200 × 150,000
    expect(corporationTaxOn(25_000_000, rates2526)).toBe(6_250_000)
    expect(corporationTaxOn(5_000_001, rates2526)).toBe(950_000) // just past the limit: no jump
  })

  it('is the corporation tax once that is less than the income tax it is set against', () => {
    // £1,000 a day for the whole of 2025/26: fees £251,000
    const exposure = financialExposure({ dailyRatePence: 100_000, startDate: '2025-04-06', endDate: '2026-04-05' })
    expect(exposure.feesPence).toBe(25_100_000)
    expect(exposure.offsetPence).toBe(6_275_000) // 25% of £251,000
    expect(exposure.offsetPence).toBeLessThan(exposure.incomeTaxPence)
  })

  it('never reduces employer NIC: it stops at the income tax', () => {
    const exposure = financialExposure({ dailyRatePence: 10_000, startDate: '2025-06-02', endDate: '2025-12-31' })
    expect(exposure.byTaxYear[0]!.corporationTaxPence).toBeGreaterThan(exposure.incomeTaxPence)
    expect(exposure.offsetPence).toBe(exposure.incomeTaxPence)
  })
})

describe('edge cases', () => {
  it('owes nothing at a day rate of £0, or over a weekend', () => {
    const free = financialExposure({ dailyRatePence: 0, startDate: '2025-06-02', endDate: '2025-12-31' })
    expect([free.feesPence, free.exposurePence, free.offsetPence]).toEqual([0, 0, 0])
    const weekend = financialExposure({ dailyRatePence: 45_000, startDate: '2025-06-07', endDate: '2025-06-08' })
    expect([weekend.workingDays, weekend.exposurePence]).toEqual([0, 0])
  })

  it('works out years before the table with its earliest year and says so', () => {
    const exposure = financialExposure({ dailyRatePence: 45_000, startDate: '2024-03-25', endDate: '2024-04-12' })
    expect(exposure.usedEarliestYearFor).toEqual(['2023/24'])
    expect(exposure.notes[0]).toBe('Rates for 2023/24 are not held, so the 2024/25 rates are used.')
  })

  it('says when bank holidays are estimated', () => {
    const exposure = financialExposure({ dailyRatePence: 45_000, startDate: '2028-12-01', endDate: '2029-01-31' })
    expect(exposure.notes).toContain('Bank holidays for 2029 are estimated from the usual pattern.')
    expect(exposure.usedLatestYearFor).toEqual(['2028/29'])
  })

  it('refuses a negative or fractional day rate or pay bill, and an end before the start', () => {
    const valid = { dailyRatePence: 45_000, startDate: '2025-06-02', endDate: '2025-06-06' }
    expect(() => financialExposure({ ...valid, dailyRatePence: -1 })).toThrow(RangeError)
    expect(() => financialExposure({ ...valid, dailyRatePence: 450.5 })).toThrow(RangeError)
    expect(() => financialExposure({ ...valid, payBillPence: -100 })).toThrow(RangeError)
    expect(() => financialExposure({ ...valid, endDate: '2025-06-01' })).toThrow(RangeError)
  })
})

describe('total on any stored dates', () => {
  const widest = financialExposure({ dailyRatePence: 45_000, startDate: '2000-01-01', endDate: '2100-12-31' })

  it.each([
    ['0001-01-01', '9999-12-31'],
    ['0001-01-01', '2100-12-31'],
    ['2000-01-01', '9999-12-31'],
  ])('counts an engagement from %s to %s only within 2000 to 2100, and says so', (startDate, endDate) => {
    const exposure = financialExposure({ dailyRatePence: 45_000, startDate, endDate })
    expect(totals(exposure)).toEqual(totals(widest))
    expect(exposure.taxYears[0]).toBe('1999/00')
    expect(exposure.taxYears.at(-1)).toBe('2100/01')
    expect(exposure.notes[0]).toBe(OUT_OF_BOUNDS_NOTE)
    expect(widest.notes).not.toContain(OUT_OF_BOUNDS_NOTE)
  })

  it('counts no days for an engagement wholly outside the bounds', () => {
    for (const [startDate, endDate] of [
      ['0001-01-01', '1999-12-31'],
      ['2101-01-01', '9999-12-31'],
    ] as const) {
      const exposure = financialExposure({ dailyRatePence: 45_000, startDate, endDate })
      expect(exposure).toMatchObject({ workingDays: 0, feesPence: 0, exposurePence: 0, offsetPence: 0, taxYears: [] })
      expect(exposure.notes).toContain(OUT_OF_BOUNDS_NOTE)
    }
  })

  it('reads the years 1 to 99 as themselves', () => {
    expect(dayNumber('0001-01-01')).toBe(-719_162)
    expect(dayNumber('0099-12-31')).toBe(dayNumber('0100-01-01') - 1)
  })
})
