// The worked examples of docs/financial-exposure.md, to the penny, and the rules they rest on. Every example is
// worked on 27/11/2026, which decides the years HMRC can reach and the interest to date.
import { describe, expect, it } from 'vitest'
import { dayNumber } from '#domain/exposure/calendar-days'
import { apprenticeshipLevyOn } from '#domain/exposure/employment-taxes'
import { ALWAYS_NOTES, type Exposure, financialExposure, OUT_OF_BOUNDS_NOTE } from '#domain/exposure/exposure'
import { corporationTaxOn, corporationTaxRatesFor } from '#domain/exposure/offset'
import { TAX_YEAR_RATES } from '#domain/exposure/tax-years'

const today = '2026-11-27'
const NO_PAY_BILL = "The Apprenticeship Levy is not included because the organisation's pay bill is not set."
const PAID_ON_THE_DAY = { invoicing: 'monthly', paymentTermsDays: 0 } as const

const threeFigures = (exposure: Exposure) => ({
  illustration: exposure.codings.illustration.totalPence,
  expected: exposure.codings.expected.totalPence,
  noStarterInfo: exposure.codings.noStarterInfo.totalPence,
})

const paymentRows = (exposure: Exposure) =>
  exposure.payments.map((p) => ({
    paidOn: p.paidOn,
    feesPence: p.feesPence,
    incomeTax: p.incomeTax,
    employeeNicPence: p.employeeNicPence,
    employerNicPence: p.employerNicPence,
  }))

describe('worked example 1: one day at £2,000 on Wednesday 10 June 2026', () => {
  const exposure = financialExposure({ dailyRatePence: 200_000, startDate: '2026-06-10', endDate: '2026-06-10', today })

  it('is one payment, 30 days after the month ends, on a one-week earnings period', () => {
    expect(exposure.payments).toHaveLength(1)
    expect(exposure.payments[0]).toMatchObject({
      workFrom: '2026-06-10',
      paidOn: '2026-07-10',
      payePeriod: 14, // tax week 14: 6 to 12 July
      earningsPeriod: { kind: 'weeks', weeks: 1 },
      dueOn: '2026-08-22',
    })
  })

  it('owes NIC on a week, not a year, and income tax by the code', () => {
    expect(paymentRows(exposure)).toEqual([
      {
        paidOn: '2026-07-10',
        feesPence: 200_000,
        incomeTax: {
          illustration: 0, // 14 weeks × £241.91 of tax-free pay exceeds £2,000
          expected: 40_000, // BR: 2,000 × 20%
          noStarterInfo: 65_500, // 0T week 1: 725 × 20% + 1,275 × 40%
        },
        employeeNicPence: 7_866, // (967 − 242) × 8% + (2,000 − 967) × 2%
        employerNicPence: 28_560, // (2,000 − 96) × 15%
      },
    ])
    expect(threeFigures(exposure)).toEqual({ illustration: 36_426, expected: 76_426, noStarterInfo: 101_926 })
  })

  it('sets off corporation tax only against income tax, and charges interest from 22 August 2026', () => {
    expect(exposure.setOff).toMatchObject({
      grossPence: 76_426,
      illustratedSetOffPence: 38_000, // 2,000 × 19%, under the £400 income tax
      withIllustratedSetOffPence: 38_426,
      withNoSetOffPence: 76_426,
    })
    // 97 days at 7.75% (Bank Rate 3.75% + 4%) on £764.26
    expect(exposure.interest).toEqual({
      periods: [{ dueOn: '2026-08-22', liabilityPence: 76_426, interestPence: 1_574 }],
      totalPence: 1_574,
    })
  })
})

describe('worked example 2: December 2026 at £800 a day, paid monthly in arrears', () => {
  const exposure = financialExposure({ dailyRatePence: 80_000, startDate: '2026-12-01', endDate: '2026-12-31', today })

  it('is one monthly payment on 30 January 2027, tax month 10', () => {
    expect(exposure.payments[0]).toMatchObject({
      workingDays: 21, // 23 weekdays less 25 December and 28 December (Boxing Day moved)
      paidOn: '2027-01-30',
      payePeriod: 10,
      earningsPeriod: { kind: 'month' },
    })
    expect(paymentRows(exposure)).toEqual([
      {
        paidOn: '2027-01-30',
        feesPence: 1_680_000,
        incomeTax: {
          illustration: 126_340, // (16,800 − 10 × 1,048.25) = 6,317 × 20%
          expected: 336_000,
          noStarterInfo: 641_015, // 3,142 × 20% + 7,287 × 40% + 6,371 × 45%
        },
        employeeNicPence: 50_350, // (4,189 − 1,048) × 8% + (16,800 − 4,189) × 2%
        employerNicPence: 245_745, // (16,800 − 417) × 15%
      },
    ])
  })

  it('gives several thousand pounds more than a whole year of allowances would', () => {
    expect(threeFigures(exposure)).toEqual({ illustration: 422_435, expected: 632_095, noStarterInfo: 937_110 })
    expect(exposure.setOff.illustratedSetOffPence).toBe(319_200) // 16,800 × 19%
    expect(exposure.interest.totalPence).toBe(0) // due 22/02/2027, after the day worked out
  })

  it('uses the Scottish bands when the worker is a Scottish taxpayer', () => {
    const scottish = financialExposure({
      dailyRatePence: 80_000,
      startDate: '2026-12-01',
      endDate: '2026-12-31',
      today,
      scottishTaxpayer: true,
    })
    expect(scottish.payments[0]!.incomeTax).toEqual({
      illustration: 123_034, // 3,306 × 19% + 3,011 × 20%
      expected: 336_000, // SBR is 20% too
      // 331 × 19% + 1,082 × 20% + 1,178 × 21% + 2,612 × 42% + 5,226 × 45% + 6,371 × 48%
      noStarterInfo: 703_349,
    })
    expect(scottish.byTaxYear[0]!.codes).toEqual({
      illustration: 'S1257L cumulative',
      expected: 'SBR',
      noStarterInfo: 'S0T week 1/month 1',
    })
  })
})

describe('worked example 3: £500 a day, 3 March to 30 April 2025, paid on the last day of each month', () => {
  const exposure = financialExposure({
    dailyRatePence: 50_000,
    startDate: '2025-03-03',
    endDate: '2025-04-30',
    today,
    terms: PAID_ON_THE_DAY,
  })

  it("pays once in each tax year, each at its own year's rates and its own period's allowance", () => {
    expect(exposure.taxYears).toEqual(['2024/25', '2025/26'])
    expect(paymentRows(exposure)).toEqual([
      {
        paidOn: '2025-03-31',
        feesPence: 1_050_000, // 21 days
        incomeTax: { illustration: 0, expected: 210_000, noStarterInfo: 357_515 },
        employeeNicPence: 37_750, // 3,141 × 8% + 6,311 × 2%
        employerNicPence: 134_440, // (10,500 − 758) × 13.8%
      },
      {
        paidOn: '2025-04-30',
        feesPence: 1_000_000, // 20 days: Good Friday and Easter Monday out
        incomeTax: { illustration: 295_200, expected: 200_000, noStarterInfo: 337_160 },
        employeeNicPence: 36_750, // 3,141 × 8% + 5,811 × 2%
        employerNicPence: 143_745, // (10,000 − 417) × 15%
      },
    ])
  })

  it('totals the two years, with interest on each tax month from its 22nd', () => {
    expect(threeFigures(exposure)).toEqual({ illustration: 647_885, expected: 762_685, noStarterInfo: 1_047_360 })
    expect(exposure.interest.periods.map((p) => [p.dueOn, p.liabilityPence, p.interestPence])).toEqual([
      ['2025-04-22', 382_190, 48_504],
      ['2025-05-22', 380_495, 45_630],
    ])
  })
})

describe('worked example 4: £500 a day for the tax year 2022/23, paid on the last day of each month', () => {
  const exposure = financialExposure({
    dailyRatePence: 50_000,
    startDate: '2022-04-06',
    endDate: '2023-04-05',
    today,
    terms: PAID_ON_THE_DAY,
    clientSize: 'medium_or_large',
  })

  it('follows the National Insurance changes by payment day', () => {
    const nic = (paidOn: string) => exposure.payments.find((p) => p.paidOn === paidOn)!
    // 13.25% and 3.25%, primary threshold £823, employer 15.05% above £758
    expect(nic('2022-04-30')).toMatchObject({ feesPence: 800_000, employeeNicPence: 56_985, employerNicPence: 108_992 })
    // from 6 July the primary threshold is £1,048
    expect(nic('2022-07-31')).toMatchObject({ feesPence: 1_050_000, employeeNicPence: 62_129 })
    // from 6 November back to 12%, 2% and 13.8%
    expect(nic('2022-11-30')).toMatchObject({
      feesPence: 1_100_000,
      employeeNicPence: 51_314,
      employerNicPence: 141_340,
    })
  })

  it('makes 13 payments, two of them in tax month 12, and totals the year', () => {
    expect(exposure.payments).toHaveLength(13)
    expect(exposure.payments.slice(-2).map((p) => [p.paidOn, p.payePeriod])).toEqual([
      ['2023-03-31', 12],
      ['2023-04-05', 12],
    ])
    expect(exposure.byTaxYear).toEqual([
      expect.objectContaining({
        taxYear: '2022/23',
        timeLimit: 'ordinary', // open to 05/04/2027
        feesPence: 12_550_000,
        incomeTax: { illustration: 3_762_840, expected: 2_510_000, noStarterInfo: 4_235_920 },
        employeeNicPence: 693_715,
        employerNicPence: 1_678_034,
      }),
    ])
    expect(threeFigures(exposure)).toEqual({ illustration: 6_134_589, expected: 4_881_749, noStarterInfo: 6_607_669 })
    expect(exposure.interest.totalPence).toBe(1_476_388)
  })
})

describe('worked example 5: £600 a day, 1 October 2021 to 30 September 2024, pay bill £5 million', () => {
  const exposure = financialExposure({
    dailyRatePence: 60_000,
    startDate: '2021-10-01',
    endDate: '2024-09-30',
    today,
    payBillPence: 500_000_000,
    clientSize: 'medium_or_large',
  })

  it('marks 2021/22 as open only for careless behaviour and leaves it out of the total', () => {
    expect(exposure.byTaxYear.map((y) => [y.taxYear, y.timeLimit, y.payments, y.total.expected])).toEqual([
      ['2021/22', 'careless', 5, 2_375_895],
      ['2022/23', 'ordinary', 12, 5_906_665],
      ['2023/24', 'ordinary', 12, 5_717_742],
      ['2024/25', 'ordinary', 7, 3_245_690],
    ])
    expect(exposure.byBehaviour).toEqual({ ordinary: 14_870_097, careless: 17_245_992, deliberate: 17_245_992 })
    expect(exposure.notes).toContain('Outside the ordinary 4-year window on 27/11/2026: 2021/22 (careless only).')
  })

  it('gives the three figures, the set-off capped at the income tax, and the penalty ranges', () => {
    expect(threeFigures(exposure)).toEqual({
      illustration: 19_544_137,
      expected: 14_870_097,
      noStarterInfo: 20_959_302,
    })
    expect(exposure.codings.expected).toMatchObject({
      incomeTaxPence: 7_812_000,
      employeeNicPence: 1_693_163,
      employerNicPence: 5_169_634,
      apprenticeshipLevyPence: 195_300, // 0.5% of £390,600
    })
    expect(exposure.setOff.corporationTax.map((y) => [y.financialYear, y.corporationTaxPence, y.dueOn])).toEqual([
      [2022, 2_861_400, '2024-01-01'], // 19%
      [2023, 3_647_700, '2025-01-01'], // 25% less marginal relief
      [2024, 1_962_300, '2026-01-01'],
    ])
    expect(exposure.setOff.illustratedSetOffPence).toBe(7_812_000) // capped at the BR income tax
    expect(exposure.penalties.map((p) => [p.behaviour, p.leastPence, p.mostPence])).toEqual([
      ['careless', 0, 4_461_029],
      ['deliberate', 2_974_019, 10_409_067],
      ['deliberateConcealed', 4_461_029, 14_870_097],
    ])
    expect(exposure.interest.totalPence).toBe(3_671_668)
  })
})

describe('the deemed payment and the fee-payer', () => {
  it('leaves out payments made before Chapter 10 reached a private-sector client, and says so', () => {
    const exposure = financialExposure({
      dailyRatePence: 50_000,
      startDate: '2021-02-01',
      endDate: '2021-04-30',
      today,
      clientSize: 'medium_or_large',
    })
    expect(exposure.payments.map((p) => [p.workFrom, p.paidOn, p.covered, p.workingDays])).toEqual([
      ['2021-02-01', '2021-03-30', false, 20],
      ['2021-03-01', '2021-04-30', false, 23], // paid after 6 April 2021, but for work done before it
      ['2021-04-06', '2021-05-30', true, 19], // April's working days from Tuesday the 6th
    ])
    expect(exposure.notes).toContain('2 payments were made before Chapter 10 applied to this client and are left out.')
  })

  it("names the worker's company under Chapter 8 for a small client, and asks when the size is unknown", () => {
    const range = { dailyRatePence: 50_000, startDate: '2026-06-01', endDate: '2026-06-30', today }
    expect(financialExposure({ ...range, clientSize: 'small' }).liability.chapter).toBe('chapter_8')
    const unknown = financialExposure(range).liability
    expect(unknown.chapter).toBe('unknown')
    expect(unknown.points[0]).toMatch(/^Set the client's size/)
    expect(financialExposure({ ...range, clientSize: 'public_sector', hasAgency: true }).liability.whoPays).toContain(
      'The agency pays',
    )
  })

  it('pays weekly with a one-week earnings period and cumulative tax weeks', () => {
    const exposure = financialExposure({
      dailyRatePence: 40_000,
      startDate: '2026-06-01',
      endDate: '2026-06-14',
      today,
      terms: { invoicing: 'weekly', paymentTermsDays: 7 },
    })
    expect(exposure.payments.map((p) => [p.paidOn, p.payePeriod, p.earningsPeriod])).toEqual([
      ['2026-06-14', 10, { kind: 'weeks', weeks: 1 }],
      ['2026-06-21', 11, { kind: 'weeks', weeks: 1 }],
    ])
    // (2,000 − 96) × 15% each week
    expect(exposure.payments.map((p) => p.employerNicPence)).toEqual([28_560, 28_560])
  })
})

describe('apprenticeship levy', () => {
  const fees = { dailyRatePence: 50_000, startDate: '2025-06-02', endDate: '2025-06-06', today } // £2,500

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
    const rates = TAX_YEAR_RATES['2025/26']!
    expect(apprenticeshipLevyOn(250_000, 299_900_000, rates)).toBe(750) // £1,500 over × 0.5%
    expect(apprenticeshipLevyOn(250_000, 100_000_000, rates)).toBe(0)
  })
})

describe('corporation tax for the illustrated set-off', () => {
  it('is 19% flat to the financial year 2022, then tiered with marginal relief', () => {
    expect(corporationTaxOn(10_000_000, corporationTaxRatesFor(2022))).toBe(1_900_000)
    expect(corporationTaxOn(5_000_000, corporationTaxRatesFor(2025))).toBe(950_000)
    expect(corporationTaxOn(10_000_000, corporationTaxRatesFor(2025))).toBe(2_275_000) // 25,000 − 3/200 × 150,000
    expect(corporationTaxOn(25_000_000, corporationTaxRatesFor(2025))).toBe(6_250_000)
  })
})

describe('edge cases', () => {
  it('owes nothing at a day rate of £0, or over a weekend', () => {
    const free = financialExposure({ dailyRatePence: 0, startDate: '2025-06-02', endDate: '2025-12-31', today })
    expect([free.feesPence, free.exposurePence, free.offsetPence]).toEqual([0, 0, 0])
    const weekend = financialExposure({ dailyRatePence: 45_000, startDate: '2025-06-07', endDate: '2025-06-08', today })
    expect([weekend.workingDays, weekend.payments.length, weekend.exposurePence]).toEqual([0, 0, 0])
  })

  it('works out years before the table with its earliest year and says so', () => {
    const exposure = financialExposure({
      dailyRatePence: 45_000,
      startDate: '2017-01-02',
      endDate: '2017-01-31',
      today,
      clientSize: 'small',
    })
    expect(exposure.usedEarliestYearFor).toEqual(['2016/17'])
    expect(exposure.notes).toContain('Rates for 2016/17 are not held, so the 2017/18 rates are used.')
  })

  it('says when bank holidays are estimated and when rates are not published', () => {
    const exposure = financialExposure({
      dailyRatePence: 45_000,
      startDate: '2028-12-01',
      endDate: '2029-01-31',
      today,
    })
    expect(exposure.notes).toContain('Bank holidays for 2029 are estimated from the usual pattern.')
    expect(exposure.usedLatestYearFor).toEqual(['2028/29'])
  })

  it('refuses a negative or fractional day rate or pay bill, bad terms, and an end before the start', () => {
    const valid = { dailyRatePence: 45_000, startDate: '2025-06-02', endDate: '2025-06-06', today }
    expect(() => financialExposure({ ...valid, dailyRatePence: -1 })).toThrow(RangeError)
    expect(() => financialExposure({ ...valid, dailyRatePence: 450.5 })).toThrow(RangeError)
    expect(() => financialExposure({ ...valid, payBillPence: -100 })).toThrow(RangeError)
    expect(() => financialExposure({ ...valid, terms: { invoicing: 'monthly', paymentTermsDays: -1 } })).toThrow(
      RangeError,
    )
    expect(() => financialExposure({ ...valid, endDate: '2025-06-01' })).toThrow(RangeError)
  })

  it('always carries the standing caveats', () => {
    const exposure = financialExposure({
      dailyRatePence: 45_000,
      startDate: '2025-06-02',
      endDate: '2025-06-06',
      today,
    })
    expect(exposure.notes.slice(-ALWAYS_NOTES.length)).toEqual([...ALWAYS_NOTES])
  })
})

describe('total on any stored dates', () => {
  it('counts an engagement reaching beyond 2000 to 2100 only within them, and says so', () => {
    const exposure = financialExposure({
      dailyRatePence: 45_000,
      startDate: '0001-01-01',
      endDate: '2001-01-31',
      today,
    })
    expect(exposure.payments[0]!.workFrom).toBe('2000-01-01')
    expect(exposure.notes[0]).toBe(OUT_OF_BOUNDS_NOTE)
  })

  it('counts no days for an engagement wholly outside the bounds', () => {
    for (const [startDate, endDate] of [
      ['0001-01-01', '1999-12-31'],
      ['2101-01-01', '9999-12-31'],
    ] as const) {
      const exposure = financialExposure({ dailyRatePence: 45_000, startDate, endDate, today })
      expect(exposure).toMatchObject({ workingDays: 0, feesPence: 0, exposurePence: 0, offsetPence: 0, taxYears: [] })
      expect(exposure.notes).toContain(OUT_OF_BOUNDS_NOTE)
    }
  })

  it('reads the years 1 to 99 as themselves', () => {
    expect(dayNumber('0001-01-01')).toBe(-719_162)
    expect(dayNumber('0099-12-31')).toBe(dayNumber('0100-01-01') - 1)
  })
})
