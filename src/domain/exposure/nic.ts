// Class 1 National Insurance on one deemed direct payment, on its own earnings period (National Insurance is not
// cumulative): the employee's share the fee-payer should have deducted, and the employer's share on top. The
// whole deemed payment counts: Chapter 10 allows no deduction for the employer's contributions.
// HMRC's exact percentage method rounds each result to the nearest penny, a half penny down.
import { type NicThresholds, nicRowOn } from './nic-rates.ts'
import type { EarningsPeriod } from './payments.ts'

const BASIS = 10_000n

/** Pence × basis points to pence: nearest penny, a half penny rounded down. */
const nearestPennyHalfDown = (products: bigint) => {
  const whole = products / BASIS
  return Number(products % BASIS > BASIS / 2n ? whole + 1n : whole)
}

/** The thresholds of an earnings period: the monthly figures, or n × the weekly ones. */
export const thresholdsFor = (
  row: { readonly weekly: NicThresholds; readonly monthly: NicThresholds },
  period: EarningsPeriod,
): NicThresholds =>
  period.kind === 'month'
    ? row.monthly
    : {
        primaryPence: row.weekly.primaryPence * period.weeks,
        secondaryPence: row.weekly.secondaryPence * period.weeks,
        upperEarningsLimitPence: row.weekly.upperEarningsLimitPence * period.weeks,
      }

export type NicOnPayment = {
  readonly employeeNicPence: number
  readonly employerNicPence: number
  /** The payment came before the first row held, so the first row's rates were used. */
  readonly beforeTable: boolean
}

export const nicOnPayment = (paidOn: string, feesPence: number, period: EarningsPeriod): NicOnPayment => {
  const { row, before } = nicRowOn(paidOn)
  const limits = thresholdsFor(row, period)
  const pay = BigInt(feesPence)
  const slice = (from: number, to: number | null) => {
    const top = to === null || pay < BigInt(to) ? pay : BigInt(to)
    return top > BigInt(from) ? top - BigInt(from) : 0n
  }
  const employee =
    slice(limits.primaryPence, limits.upperEarningsLimitPence) * BigInt(row.employeeMainRate) +
    slice(limits.upperEarningsLimitPence, null) * BigInt(row.employeeUpperRate)
  const employer = slice(limits.secondaryPence, null) * BigInt(row.employerRate)
  return {
    employeeNicPence: nearestPennyHalfDown(employee),
    employerNicPence: nearestPennyHalfDown(employer),
    beforeTable: before,
  }
}
