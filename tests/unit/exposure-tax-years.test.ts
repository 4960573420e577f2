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

  it('holds 2017/18 to 2026/27, oldest first', () => {
    expect(TABLE_YEARS).toEqual([
      '2017/18',
      '2018/19',
      '2019/20',
      '2020/21',
      '2021/22',
      '2022/23',
      '2023/24',
      '2024/25',
      '2025/26',
      '2026/27',
    ])
  })

  it('uses the latest table year past the table and the earliest before it, and says which', () => {
    expect(ratesFor('2026/27')).toMatchObject({ ratesYear: '2026/27', fallback: 'none' })
    expect(ratesFor('2027/28')).toMatchObject({ ratesYear: '2026/27', fallback: 'latest' })
    expect(ratesFor('2030/31').rates).toBe(TAX_YEAR_RATES['2026/27'])
    expect(ratesFor('2016/17')).toMatchObject({ ratesYear: '2017/18', fallback: 'earliest' })
  })
})

describe('the published income tax rows', () => {
  const limits = (year: string, scottish = false) =>
    (scottish ? TAX_YEAR_RATES[year]!.scottishBands : TAX_YEAR_RATES[year]!.bands).map((band) => [
      band.upToPence === null ? null : band.upToPence / 100,
      band.rate / 100,
    ])

  it('gives each year its emergency code, bands and source', () => {
    expect(TABLE_YEARS.map((year) => TAX_YEAR_RATES[year]!.codeNumber)).toEqual([
      1150, 1185, 1250, 1250, 1257, 1257, 1257, 1257, 1257, 1257,
    ])
    expect(limits('2017/18')).toEqual([
      [33_500, 20],
      [150_000, 40],
      [null, 45],
    ])
    // the additional rate from £125,140 since 2023/24
    expect(limits('2022/23')[1]).toEqual([150_000, 40])
    expect(limits('2023/24')[1]).toEqual([125_140, 40])
    for (const year of TABLE_YEARS)
      expect(TAX_YEAR_RATES[year]!.source).toBe(
        `https://www.gov.uk/guidance/rates-and-thresholds-for-employers-${year.slice(0, 4)}-to-20${year.slice(5)}`,
      )
  })

  it('gives Scottish taxpayers their own bands, five or six from 2018/19', () => {
    expect(limits('2017/18', true)).toEqual([
      [31_500, 20],
      [150_000, 40],
      [null, 45],
    ])
    expect(limits('2022/23', true)).toEqual([
      [2_162, 19],
      [13_118, 20],
      [31_092, 21],
      [150_000, 41],
      [null, 46],
    ])
    expect(limits('2026/27', true)).toEqual([
      [3_967, 19],
      [16_956, 20],
      [31_092, 21],
      [62_430, 42],
      [125_140, 45],
      [null, 48],
    ])
  })
})
