// The income tax table behind the financial exposure, one row per tax year from 2017/18 (the year the public
// sector's off-payroll rules began), each with its source. Amounts are in pence; rates are in basis points
// (1 bp = 0.01%: 20% is 2_000), so every calculation stays in whole numbers. Band limits are annual and on
// taxable pay (pay less the tax-free allowance of the code), as HMRC's PAYE tables apply them.
// National Insurance changed within tax years, so its rows are dated: nic-rates.ts.
// Which rows were checked against HMRC's published text, and which were not: docs/financial-exposure.md, "Sources checked".
import { type CalendarDay, calendarDay, dayNumber, yearOf } from './calendar-days.ts'

/** A tax year as HMRC writes it: '2025/26' runs from 6 April 2025 to 5 April 2026. */
export type TaxYearLabel = string

/** A rate in basis points: 10_000 is 100%. */
export type BasisPoints = number

/** One annual band: the rate applies to taxable pay above the previous band's limit up to `upToPence`. */
export type IncomeTaxBand = { readonly upToPence: number | null; readonly rate: BasisPoints }

export type TaxYearRates = {
  /** The published page the row was read from. */
  readonly source: string
  /** The emergency code's number: 1257 for 1257L (a tax-free allowance of 1257 × 10 + 9 pounds a year). */
  readonly codeNumber: number
  /** Bands of England, Wales and Northern Ireland (the Welsh rates have always equalled them). */
  readonly bands: readonly IncomeTaxBand[]
  /** Bands of a Scottish taxpayer (code prefix S). */
  readonly scottishBands: readonly IncomeTaxBand[]
  /** Charged on the whole pay bill less a yearly allowance, so it bites above £3 million. */
  readonly apprenticeshipLevy: { readonly rate: BasisPoints; readonly allowancePence: number }
}

const pounds = (amount: number) => amount * 100
const band = (upToPounds: number | null, percent: number): IncomeTaxBand => ({
  upToPence: upToPounds === null ? null : pounds(upToPounds),
  rate: Math.round(percent * 100),
})
const rUK = (basicBand: number, additionalFrom: number) => [
  band(basicBand, 20),
  band(additionalFrom, 40),
  band(null, 45),
]
/** Scottish starter, basic, intermediate, higher, (advanced) and top bands, as limits on taxable pay. */
const scottish = (limits: readonly number[], upperRates: readonly number[]) => [
  band(limits[0]!, 19),
  band(limits[1]!, 20),
  band(limits[2]!, 21),
  ...upperRates.map((rate, index) => band(limits[3 + index] ?? null, rate)),
]

// Unchanged since it began on 6 April 2017: 0.5% of the pay bill less a £15,000 allowance.
const LEVY = { rate: 50, allowancePence: pounds(15_000) } as const

const ratesPage = (years: string) => `https://www.gov.uk/guidance/rates-and-thresholds-for-employers-${years}`

export const TAX_YEAR_RATES: Readonly<Record<TaxYearLabel, TaxYearRates>> = {
  '2017/18': {
    source: ratesPage('2017-to-2018'),
    codeNumber: 1150,
    bands: rUK(33_500, 150_000),
    // Scotland kept three bands this year, with a lower higher-rate threshold.
    scottishBands: [band(31_500, 20), band(150_000, 40), band(null, 45)],
    apprenticeshipLevy: LEVY,
  },
  '2018/19': {
    source: ratesPage('2018-to-2019'),
    codeNumber: 1185,
    bands: rUK(34_500, 150_000),
    scottishBands: scottish([2_000, 12_150, 31_580, 150_000], [41, 46]),
    apprenticeshipLevy: LEVY,
  },
  '2019/20': {
    source: ratesPage('2019-to-2020'),
    codeNumber: 1250,
    bands: rUK(37_500, 150_000),
    scottishBands: scottish([2_049, 12_444, 30_930, 150_000], [41, 46]),
    apprenticeshipLevy: LEVY,
  },
  '2020/21': {
    source: ratesPage('2020-to-2021'),
    codeNumber: 1250,
    bands: rUK(37_500, 150_000),
    scottishBands: scottish([2_085, 12_658, 30_930, 150_000], [41, 46]),
    apprenticeshipLevy: LEVY,
  },
  '2021/22': {
    source: ratesPage('2021-to-2022'),
    codeNumber: 1257,
    bands: rUK(37_700, 150_000),
    scottishBands: scottish([2_097, 12_726, 31_092, 150_000], [41, 46]),
    apprenticeshipLevy: LEVY,
  },
  '2022/23': {
    source: ratesPage('2022-to-2023'),
    codeNumber: 1257,
    bands: rUK(37_700, 150_000),
    scottishBands: scottish([2_162, 13_118, 31_092, 150_000], [41, 46]),
    apprenticeshipLevy: LEVY,
  },
  // The additional rate from £125,140 (where the tapered allowance is gone), and Scottish 42% and 47%.
  '2023/24': {
    source: ratesPage('2023-to-2024'),
    codeNumber: 1257,
    bands: rUK(37_700, 125_140),
    scottishBands: scottish([2_162, 13_118, 31_092, 125_140], [42, 47]),
    apprenticeshipLevy: LEVY,
  },
  // Scotland adds an advanced rate of 45% and raises the top rate to 48%.
  '2024/25': {
    source: ratesPage('2024-to-2025'),
    codeNumber: 1257,
    bands: rUK(37_700, 125_140),
    scottishBands: scottish([2_306, 13_991, 31_092, 62_430, 125_140], [42, 45, 48]),
    apprenticeshipLevy: LEVY,
  },
  '2025/26': {
    source: ratesPage('2025-to-2026'),
    codeNumber: 1257,
    bands: rUK(37_700, 125_140),
    scottishBands: scottish([2_827, 14_921, 31_092, 62_430, 125_140], [42, 45, 48]),
    apprenticeshipLevy: LEVY,
  },
  // rUK thresholds frozen by Budget 2025; Scottish Budget 2026-27 (13 January 2026) raised the starter and
  // basic bands (gross £16,537 and £29,526).
  '2026/27': {
    source: ratesPage('2026-to-2027'),
    codeNumber: 1257,
    bands: rUK(37_700, 125_140),
    scottishBands: scottish([3_967, 16_956, 31_092, 62_430, 125_140], [42, 45, 48]),
    apprenticeshipLevy: LEVY,
  },
}

export const startYearOf = (label: TaxYearLabel) => Number(label.slice(0, 4))

/** The table's years, oldest first. */
export const TABLE_YEARS: readonly TaxYearLabel[] = Object.keys(TAX_YEAR_RATES).sort(
  (a, b) => startYearOf(a) - startYearOf(b),
)

export const taxYearLabel = (startYear: number): TaxYearLabel =>
  `${startYear}/${String((startYear + 1) % 100).padStart(2, '0')}`

/** The tax year a day falls in: the 6 April boundary belongs to the new year. */
export const taxYearOf = (day: CalendarDay): TaxYearLabel => {
  const year = yearOf(day)
  return taxYearLabel(dayNumber(day) >= dayNumber(calendarDay(year, 4, 6)) ? year : year - 1)
}

/** The last day of a tax year: 5 April of its second calendar year. */
export const lastDayOf = (taxYear: TaxYearLabel): CalendarDay => calendarDay(startYearOf(taxYear) + 1, 4, 5)

export type TaxYearSpan = {
  readonly taxYear: TaxYearLabel
  /** First and last day of the tax year (6 April and 5 April), as day numbers. */
  readonly firstDay: number
  readonly lastDay: number
}

/** Every tax year the days from start to end touch, in order. */
export const taxYearsBetween = (startDate: CalendarDay, endDate: CalendarDay): readonly TaxYearSpan[] => {
  const first = startYearOf(taxYearOf(startDate))
  const last = startYearOf(taxYearOf(endDate))
  return Array.from({ length: last - first + 1 }, (_, index) => {
    const year = first + index
    return {
      taxYear: taxYearLabel(year),
      firstDay: dayNumber(calendarDay(year, 4, 6)),
      lastDay: dayNumber(calendarDay(year + 1, 4, 5)),
    }
  })
}

export type RatesLookup = {
  readonly rates: TaxYearRates
  /** The table year whose rates are used: the year itself, or the nearest year the table holds. */
  readonly ratesYear: TaxYearLabel
  readonly fallback: 'none' | 'latest' | 'earliest'
}

/** The rates for a tax year; a year past the table uses the latest year, one before it the earliest. */
export const ratesFor = (taxYear: TaxYearLabel): RatesLookup => {
  const own = TAX_YEAR_RATES[taxYear]
  if (own) return { rates: own, ratesYear: taxYear, fallback: 'none' }
  const earliest = TABLE_YEARS[0]!
  const latest = TABLE_YEARS[TABLE_YEARS.length - 1]!
  const useLatest = startYearOf(taxYear) > startYearOf(latest)
  const ratesYear = useLatest ? latest : earliest
  return { rates: TAX_YEAR_RATES[ratesYear]!, ratesYear, fallback: useLatest ? 'latest' : 'earliest' }
}
