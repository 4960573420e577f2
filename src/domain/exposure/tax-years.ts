// The one table of rates and thresholds behind the financial exposure, keyed by tax year.
// Amounts are in pence; rates are in basis points (1 bp = 0.01%: 15% is 1_500, 8.75% is 875), so every
// calculation stays in whole numbers. Income tax bands are those of England, Wales and Northern Ireland.
//
// Sources (GOV.UK):
// - "Rates and thresholds for employers 2024 to 2025", "… 2025 to 2026" and "… 2026 to 2027"
//   (https://www.gov.uk/guidance/rates-and-thresholds-for-employers-2026-to-2027 and the same address for the
//   earlier years): PAYE bands, Class 1 National Insurance thresholds and rates, Apprenticeship Levy.
// - "Income Tax rates and Personal Allowances" (https://www.gov.uk/income-tax-rates): the personal allowance
//   and its taper (£1 for every £2 of adjusted net income over £100,000).
// - Budget 2025 (26 November 2025), "Overview of tax legislation and rates": income tax and National Insurance
//   thresholds frozen at their 2025/26 levels until April 2031 (so 2026/27 repeats 2025/26).
// - "Rates and allowances: Corporation Tax" and "Marginal Relief for Corporation Tax"
//   (https://www.gov.uk/guidance/corporation-tax-marginal-relief): 19% up to £50,000, 25% from £250,000,
//   marginal relief fraction 3/200 between, unchanged for the financial years 2024, 2025 and 2026.
import { type CalendarDay, calendarDay, dayNumber, yearOf } from './calendar-days.ts'

/** A tax year as HMRC writes it: '2025/26' runs from 6 April 2025 to 5 April 2026. */
export type TaxYearLabel = string

/** A rate in basis points: 10_000 is 100%. */
export type BasisPoints = number

export type TaxYearRates = {
  readonly incomeTax: {
    readonly personalAllowancePence: number
    /** Adjusted net income above which the allowance falls by £1 for every £2. */
    readonly allowanceTaperFromPence: number
    /** The basic rate band, on taxable income (after the allowance). */
    readonly basicRateLimitPence: number
    /** Taxable income above which the additional rate applies. */
    readonly higherRateLimitPence: number
    readonly basicRate: BasisPoints
    readonly higherRate: BasisPoints
    readonly additionalRate: BasisPoints
  }
  /** Class 1 primary contributions, on annual earnings. */
  readonly employeeNic: {
    readonly primaryThresholdPence: number
    readonly upperEarningsLimitPence: number
    readonly mainRate: BasisPoints
    readonly upperRate: BasisPoints
  }
  /** Class 1 secondary contributions, on annual earnings. */
  readonly employerNic: {
    readonly secondaryThresholdPence: number
    readonly rate: BasisPoints
  }
  /** Charged on the whole pay bill less a yearly allowance, so it bites above £3 million. */
  readonly apprenticeshipLevy: {
    readonly rate: BasisPoints
    readonly allowancePence: number
  }
  /** The financial year that starts on 1 April of the tax year's first calendar year. */
  readonly corporationTax: {
    readonly smallProfitsRate: BasisPoints
    readonly mainRate: BasisPoints
    readonly lowerLimitPence: number
    readonly upperLimitPence: number
    readonly marginalReliefFraction: { readonly numerator: number; readonly denominator: number }
  }
}

const pounds = (amount: number) => amount * 100

// Frozen since 2021/22 (additional rate threshold since 2023/24) and, after Budget 2025, until April 2031.
const INCOME_TAX = {
  personalAllowancePence: pounds(12_570),
  allowanceTaperFromPence: pounds(100_000),
  basicRateLimitPence: pounds(37_700),
  higherRateLimitPence: pounds(125_140),
  basicRate: 2_000,
  higherRate: 4_000,
  additionalRate: 4_500,
} as const

const EMPLOYEE_NIC = {
  primaryThresholdPence: pounds(12_570),
  upperEarningsLimitPence: pounds(50_270),
  mainRate: 800,
  upperRate: 200,
} as const

const APPRENTICESHIP_LEVY = { rate: 50, allowancePence: pounds(15_000) } as const

const CORPORATION_TAX = {
  smallProfitsRate: 1_900,
  mainRate: 2_500,
  lowerLimitPence: pounds(50_000),
  upperLimitPence: pounds(250_000),
  marginalReliefFraction: { numerator: 3, denominator: 200 },
} as const

export const TAX_YEAR_RATES: Readonly<Record<TaxYearLabel, TaxYearRates>> = {
  '2024/25': {
    incomeTax: INCOME_TAX,
    employeeNic: EMPLOYEE_NIC,
    employerNic: { secondaryThresholdPence: pounds(9_100), rate: 1_380 },
    apprenticeshipLevy: APPRENTICESHIP_LEVY,
    corporationTax: CORPORATION_TAX,
  },
  // Employer NIC 15% above £5,000 from 6 April 2025 (National Insurance Contributions (Secondary Class 1
  // Contributions) Act 2025).
  '2025/26': {
    incomeTax: INCOME_TAX,
    employeeNic: EMPLOYEE_NIC,
    employerNic: { secondaryThresholdPence: pounds(5_000), rate: 1_500 },
    apprenticeshipLevy: APPRENTICESHIP_LEVY,
    corporationTax: CORPORATION_TAX,
  },
  // As 2025/26: thresholds frozen by Budget 2025, rates unchanged.
  '2026/27': {
    incomeTax: INCOME_TAX,
    employeeNic: EMPLOYEE_NIC,
    employerNic: { secondaryThresholdPence: pounds(5_000), rate: 1_500 },
    apprenticeshipLevy: APPRENTICESHIP_LEVY,
    corporationTax: CORPORATION_TAX,
  },
}

const startYearOf = (label: TaxYearLabel) => Number(label.slice(0, 4))

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
