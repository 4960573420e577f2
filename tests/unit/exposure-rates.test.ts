// The dated rows behind the exposure (National Insurance, HMRC's late-payment interest) and the rules for time
// limits and penalties, each against the published figure it came from.
import { describe, expect, it } from 'vitest'
import { INTEREST_ROWS, lateInterest, payeDueDate } from '#domain/exposure/interest'
import { thresholdsFor } from '#domain/exposure/nic'
import { NIC_ROWS, nicRowOn } from '#domain/exposure/nic-rates'
import { payePeriodNumber } from '#domain/exposure/paye'
import { penaltyRanges } from '#domain/exposure/penalties'
import { openFor, timeLimitOf } from '#domain/exposure/time-limits'

const ratesOn = (day: string) => {
  const { row } = nicRowOn(day)
  return [row.employeeMainRate / 100, row.employeeUpperRate / 100, row.employerRate / 100]
}

describe('Class 1 National Insurance by payment day', () => {
  it('has the employee rate 12%, 13.25% from 6 April to 5 November 2022, 12%, 10% from 6 January 2024, 8%', () => {
    expect(ratesOn('2021-04-06')).toEqual([12, 2, 13.8])
    expect(ratesOn('2022-04-06')).toEqual([13.25, 3.25, 15.05])
    expect(ratesOn('2022-11-05')).toEqual([13.25, 3.25, 15.05])
    expect(ratesOn('2022-11-06')).toEqual([12, 2, 13.8])
    expect(ratesOn('2024-01-05')).toEqual([12, 2, 13.8])
    expect(ratesOn('2024-01-06')).toEqual([10, 2, 13.8])
    expect(ratesOn('2024-04-06')).toEqual([8, 2, 13.8])
    expect(ratesOn('2025-04-06')).toEqual([8, 2, 15])
  })

  it('raises the primary threshold from £190 a week (£9,880 a year) to £242 on 6 July 2022', () => {
    expect(nicRowOn('2022-07-05').row.weekly.primaryPence).toBe(19_000)
    expect(nicRowOn('2022-07-05').row.weekly.primaryPence * 52).toBe(988_000)
    expect(nicRowOn('2022-07-06').row.weekly.primaryPence).toBe(24_200)
    expect(nicRowOn('2022-07-06').row.monthly.primaryPence).toBe(104_800)
  })

  it('puts the secondary threshold at £5,000 a year (£96 a week, £417 a month) from 2025/26', () => {
    expect(nicRowOn('2025-04-05').row.weekly.secondaryPence).toBe(17_500)
    expect(nicRowOn('2025-04-06').row.weekly.secondaryPence).toBe(9_600)
    expect(nicRowOn('2025-04-06').row.monthly.secondaryPence).toBe(41_700)
  })

  it('starts on 6 April 2017 and says when a payment comes before', () => {
    expect(NIC_ROWS[0]!.from).toBe('2017-04-06')
    expect(nicRowOn('2017-04-05').before).toBe(true)
    expect(nicRowOn('2017-04-06')).toMatchObject({ before: false, row: { weekly: { primaryPence: 15_700 } } })
  })

  it('multiplies the weekly thresholds for a fortnight or four weeks', () => {
    const { row } = nicRowOn('2026-06-01')
    expect(thresholdsFor(row, { kind: 'weeks', weeks: 2 })).toEqual({
      primaryPence: 48_400,
      secondaryPence: 19_200,
      upperEarningsLimitPence: 193_400,
    })
  })
})

describe('PAYE periods', () => {
  it('numbers tax months from 6 April and tax weeks from the same day', () => {
    expect(payePeriodNumber('2026-04-06', { kind: 'month' })).toBe(1)
    expect(payePeriodNumber('2026-05-05', { kind: 'month' })).toBe(1)
    expect(payePeriodNumber('2026-05-06', { kind: 'month' })).toBe(2)
    expect(payePeriodNumber('2027-01-30', { kind: 'month' })).toBe(10)
    expect(payePeriodNumber('2027-04-05', { kind: 'month' })).toBe(12)
    expect(payePeriodNumber('2026-04-12', { kind: 'weeks', weeks: 1 })).toBe(1)
    expect(payePeriodNumber('2026-04-13', { kind: 'weeks', weeks: 1 })).toBe(2)
    expect(payePeriodNumber('2027-04-05', { kind: 'weeks', weeks: 1 })).toBe(53)
  })
})

describe('late-payment interest', () => {
  it('is due on the 22nd after the tax month ends on the 5th', () => {
    expect(payeDueDate('2026-07-10')).toBe('2026-08-22')
    expect(payeDueDate('2026-07-05')).toBe('2026-07-22')
    expect(payeDueDate('2026-12-06')).toBe('2027-01-22')
  })

  it('is Bank Rate + 2.5% before 6 April 2025 and + 4% from it, day by day', () => {
    const rate = (day: string) => {
      const row = [...INTEREST_ROWS].reverse().find((r) => r.from <= day)!
      return (row.bankRate + row.margin) / 100
    }
    expect(rate('2025-04-05')).toBe(7)
    expect(rate('2025-04-06')).toBe(8.5)
    expect(rate('2023-09-01')).toBe(7.75)
    // £10,000 for 365 days across the change: 30 days at 7% and 335 at 8.5%, then 8.25% ...
    expect(lateInterest(1_000_000, '2025-04-05', '2025-04-06')).toBe(191) // one day at 7%: 1.9178
    expect(lateInterest(1_000_000, '2025-04-06', '2025-04-07')).toBe(232) // one day at 8.5%: 2.3287
    expect(lateInterest(1_000_000, '2026-01-01', '2025-12-01')).toBe(0)
  })

  it('moves to 2.75% on 7 January 2022, the date HMRC corrected its table to (not 4 January)', () => {
    // £10,000 a day is 71.23p at 2.6% and 75.34p at 2.75%.
    expect(lateInterest(1_000_000, '2022-01-04', '2022-01-07')).toBe(213) // 4 to 6 January at 2.6%: 213.69p
    expect(lateInterest(1_000_000, '2022-01-06', '2022-01-09')).toBe(221) // 6th at 2.6%, 7th and 8th at 2.75%: 221.92p
    expect(lateInterest(1_000_000, '2022-01-07', '2022-01-08')).toBe(75) // 7th at 2.75%: 75.34p
  })
})

describe('time limits, from the day worked out', () => {
  it('opens a year for 4 years after its end, then only for careless (6) or deliberate (20) behaviour', () => {
    expect(timeLimitOf('2022/23', '2027-04-05')).toBe('ordinary')
    expect(timeLimitOf('2022/23', '2027-04-06')).toBe('careless')
    expect(timeLimitOf('2022/23', '2029-04-06')).toBe('deliberate')
    expect(timeLimitOf('2022/23', '2043-04-06')).toBe('closed')
    expect(openFor('careless', 'ordinary')).toBe(false)
    expect(openFor('careless', 'deliberate')).toBe(true)
    expect(openFor('ordinary', 'careless')).toBe(true)
  })
})

describe('penalty ranges', () => {
  it('runs careless 0–30%, deliberate 20–70%, deliberate and concealed 30–100%, with the prompted minimums', () => {
    expect(
      penaltyRanges(1_000_000).map((range) => [
        range.behaviour,
        range.minimumUnprompted / 100,
        range.minimumPrompted / 100,
        range.maximum / 100,
        range.leastPence,
        range.mostPence,
      ]),
    ).toEqual([
      ['careless', 0, 15, 30, 0, 300_000],
      ['deliberate', 20, 35, 70, 200_000, 700_000],
      ['deliberateConcealed', 30, 50, 100, 300_000, 1_000_000],
    ])
  })
})
