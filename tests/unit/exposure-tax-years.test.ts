import { describe, expect, it } from 'vitest'
import {
  ratesFor,
  TABLE_YEARS,
  TAX_YEAR_RATES,
  taxYearLabel,
  taxYearOf,
  taxYearsBetween,
} from '#domain/exposure/tax-years'

describe('tax years', () => {
  it('puts 5 April in the old tax year and 6 April in the new one', () => {
    expect(taxYearOf('2025-04-05')).toBe('2024/25')
    expect(taxYearOf('2025-04-06')).toBe('2025/26')
    expect(taxYearOf('2026-01-01')).toBe('2025/26')
    expect(taxYearOf('2026-12-31')).toBe('2026/27')
  })

  it('writes labels as HMRC does, across a century', () => {
    expect(taxYearLabel(2025)).toBe('2025/26')
    expect(taxYearLabel(2099)).toBe('2099/00')
    expect(taxYearLabel(2008)).toBe('2008/09')
  })

  it('lists every tax year a span touches', () => {
    expect(taxYearsBetween('2025-04-05', '2027-04-06').map((span) => span.taxYear)).toEqual([
      '2024/25',
      '2025/26',
      '2026/27',
      '2027/28',
    ])
  })

  it('holds 2024/25 to 2026/27, oldest first', () => {
    expect(TABLE_YEARS).toEqual(['2024/25', '2025/26', '2026/27'])
  })

  it('uses the latest table year past the table and the earliest before it, and says which', () => {
    expect(ratesFor('2026/27')).toMatchObject({ ratesYear: '2026/27', fallback: 'none' })
    expect(ratesFor('2027/28')).toMatchObject({ ratesYear: '2026/27', fallback: 'latest' })
    expect(ratesFor('2030/31').rates).toBe(TAX_YEAR_RATES['2026/27'])
    expect(ratesFor('2023/24')).toMatchObject({ ratesYear: '2024/25', fallback: 'earliest' })
  })
})

describe('the published rates', () => {
  const y2425 = TAX_YEAR_RATES['2024/25']!
  const y2526 = TAX_YEAR_RATES['2025/26']!
  const y2627 = TAX_YEAR_RATES['2026/27']!

  it('has employer NIC at 15% above £5,000 from 2025/26, 13.8% above £9,100 before', () => {
    expect(y2526.employerNic).toEqual({ secondaryThresholdPence: 500_000, rate: 1_500 })
    expect(y2627.employerNic).toEqual({ secondaryThresholdPence: 500_000, rate: 1_500 })
    expect(y2425.employerNic).toEqual({ secondaryThresholdPence: 910_000, rate: 1_380 })
  })

  it('has the frozen income tax and employee NIC thresholds in every year', () => {
    for (const rates of [y2425, y2526, y2627]) {
      expect(rates.incomeTax).toEqual({
        personalAllowancePence: 1_257_000,
        allowanceTaperFromPence: 10_000_000,
        basicRateLimitPence: 3_770_000,
        higherRateLimitPence: 12_514_000,
        basicRate: 2_000,
        higherRate: 4_000,
        additionalRate: 4_500,
      })
      expect(rates.employeeNic).toEqual({
        primaryThresholdPence: 1_257_000,
        upperEarningsLimitPence: 5_027_000,
        mainRate: 800,
        upperRate: 200,
      })
      expect(rates.apprenticeshipLevy).toEqual({ rate: 50, allowancePence: 1_500_000 })
    }
  })
})
