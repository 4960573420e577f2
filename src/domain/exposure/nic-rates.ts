// Class 1 National Insurance, as dated rows: rates and thresholds changed within the tax years 2022/23 (the
// 1.25-point rise from 6 April to 5 November 2022, the primary threshold raised from 6 July 2022) and 2023/24
// (employee main rate 10% from 6 January 2024). A payment uses the row in force on the day it is made.
// Thresholds are HMRC's published weekly and monthly figures (an earnings period of n weeks uses n times the
// weekly one). Rates are in basis points; amounts in pence.
// Which rows were checked against HMRC's published text, and which were not: docs/financial-exposure.md, "Sources checked".
import { type CalendarDay, dayNumber } from './calendar-days.ts'
import type { BasisPoints } from './tax-years.ts'

export type NicThresholds = {
  readonly primaryPence: number
  readonly secondaryPence: number
  readonly upperEarningsLimitPence: number
}

export type NicRow = {
  /** The first day of payment the row applies to. */
  readonly from: CalendarDay
  readonly source: string
  readonly weekly: NicThresholds
  readonly monthly: NicThresholds
  /** Employee (primary): main rate from the primary threshold to the upper earnings limit, upper rate above. */
  readonly employeeMainRate: BasisPoints
  readonly employeeUpperRate: BasisPoints
  /** Employer (secondary), above the secondary threshold without limit. */
  readonly employerRate: BasisPoints
}

const thresholds = (primary: number, secondary: number, upper: number): NicThresholds => ({
  primaryPence: primary * 100,
  secondaryPence: secondary * 100,
  upperEarningsLimitPence: upper * 100,
})

const ratesPage = (years: string) => `https://www.gov.uk/guidance/rates-and-thresholds-for-employers-${years}`
const STANDARD = { employeeMainRate: 1_200, employeeUpperRate: 200, employerRate: 1_380 } as const

export const NIC_ROWS: readonly NicRow[] = [
  {
    from: '2017-04-06',
    source: ratesPage('2017-to-2018'),
    weekly: thresholds(157, 157, 866),
    monthly: thresholds(680, 680, 3_750),
    ...STANDARD,
  },
  {
    from: '2018-04-06',
    source: ratesPage('2018-to-2019'),
    weekly: thresholds(162, 162, 892),
    monthly: thresholds(702, 702, 3_863),
    ...STANDARD,
  },
  {
    from: '2019-04-06',
    source: ratesPage('2019-to-2020'),
    weekly: thresholds(166, 166, 962),
    monthly: thresholds(719, 719, 4_167),
    ...STANDARD,
  },
  {
    from: '2020-04-06',
    source: ratesPage('2020-to-2021'),
    weekly: thresholds(183, 169, 962),
    monthly: thresholds(792, 732, 4_167),
    ...STANDARD,
  },
  {
    from: '2021-04-06',
    source: ratesPage('2021-to-2022'),
    weekly: thresholds(184, 170, 967),
    monthly: thresholds(797, 737, 4_189),
    ...STANDARD,
  },
  // Health and Social Care: 1.25 points on every Class 1 rate from 6 April 2022.
  {
    from: '2022-04-06',
    source: ratesPage('2022-to-2023'),
    weekly: thresholds(190, 175, 967),
    monthly: thresholds(823, 758, 4_189),
    employeeMainRate: 1_325,
    employeeUpperRate: 325,
    employerRate: 1_505,
  },
  // Primary threshold aligned with the personal allowance for payments from 6 July 2022.
  {
    from: '2022-07-06',
    source: ratesPage('2022-to-2023'),
    weekly: thresholds(242, 175, 967),
    monthly: thresholds(1_048, 758, 4_189),
    employeeMainRate: 1_325,
    employeeUpperRate: 325,
    employerRate: 1_505,
  },
  // The 1.25-point rise reversed for payments from 6 November 2022.
  {
    from: '2022-11-06',
    source: ratesPage('2022-to-2023'),
    weekly: thresholds(242, 175, 967),
    monthly: thresholds(1_048, 758, 4_189),
    ...STANDARD,
  },
  {
    from: '2023-04-06',
    source: ratesPage('2023-to-2024'),
    weekly: thresholds(242, 175, 967),
    monthly: thresholds(1_048, 758, 4_189),
    ...STANDARD,
  },
  {
    from: '2024-01-06',
    source: ratesPage('2023-to-2024'),
    weekly: thresholds(242, 175, 967),
    monthly: thresholds(1_048, 758, 4_189),
    ...STANDARD,
    employeeMainRate: 1_000,
  },
  {
    from: '2024-04-06',
    source: ratesPage('2024-to-2025'),
    weekly: thresholds(242, 175, 967),
    monthly: thresholds(1_048, 758, 4_189),
    ...STANDARD,
    employeeMainRate: 800,
  },
  // Employer 15% above £5,000 a year (£96 a week, £417 a month): National Insurance Contributions (Secondary
  // Class 1 Contributions) Act 2025.
  {
    from: '2025-04-06',
    source: ratesPage('2025-to-2026'),
    weekly: thresholds(242, 96, 967),
    monthly: thresholds(1_048, 417, 4_189),
    employeeMainRate: 800,
    employeeUpperRate: 200,
    employerRate: 1_500,
  },
  // Thresholds frozen (Budget 2025), rates unchanged.
  {
    from: '2026-04-06',
    source: ratesPage('2026-to-2027'),
    weekly: thresholds(242, 96, 967),
    monthly: thresholds(1_048, 417, 4_189),
    employeeMainRate: 800,
    employeeUpperRate: 200,
    employerRate: 1_500,
  },
]

/** The row in force on a payment day; before the first row, the first (and `before` says so). */
const ROW_DAYS = NIC_ROWS.map((row) => dayNumber(row.from))

export const nicRowOn = (day: CalendarDay): { readonly row: NicRow; readonly before: boolean } => {
  const n = dayNumber(day)
  let found: NicRow | undefined
  NIC_ROWS.forEach((row, index) => {
    if (ROW_DAYS[index]! <= n) found = row
  })
  return found ? { row: found, before: false } : { row: NIC_ROWS[0]!, before: true }
}
