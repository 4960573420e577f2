// What PAYE would have collected on one tax year's fees had the engagement been treated as inside IR35: the
// fees are the deemed direct payment, taken as gross pay and as the worker's only employment income that year,
// on an annual earnings basis (as HMRC's own set-off case study does).
import { type Band, bandProducts, taxOnBands, toPenceDown } from './bands.ts'
import type { TaxYearRates } from './tax-years.ts'

/** The personal allowance after the taper: down by half the income above the taper point, never below 0. */
export const personalAllowanceFor = (incomePence: number, rates: TaxYearRates['incomeTax']): number => {
  const excess = Math.max(0, incomePence - rates.allowanceTaperFromPence)
  return Math.max(0, rates.personalAllowancePence - Math.floor(excess / 2))
}

/** Taxable income: income less the (tapered) personal allowance. */
export const taxableIncome = (incomePence: number, rates: TaxYearRates['incomeTax']): number =>
  Math.max(0, incomePence - personalAllowanceFor(incomePence, rates))

const incomeTaxBands = (rates: TaxYearRates['incomeTax']): readonly Band[] => [
  { fromPence: 0, toPence: rates.basicRateLimitPence, rate: rates.basicRate },
  { fromPence: rates.basicRateLimitPence, toPence: rates.higherRateLimitPence, rate: rates.higherRate },
  { fromPence: rates.higherRateLimitPence, toPence: null, rate: rates.additionalRate },
]

export const incomeTaxOn = (earningsPence: number, rates: TaxYearRates): number =>
  taxOnBands(taxableIncome(earningsPence, rates.incomeTax), incomeTaxBands(rates.incomeTax))

export const employeeNicOn = (earningsPence: number, { employeeNic: nic }: TaxYearRates): number =>
  taxOnBands(earningsPence, [
    { fromPence: nic.primaryThresholdPence, toPence: nic.upperEarningsLimitPence, rate: nic.mainRate },
    { fromPence: nic.upperEarningsLimitPence, toPence: null, rate: nic.upperRate },
  ])

export const employerNicOn = (earningsPence: number, { employerNic: nic }: TaxYearRates): number =>
  taxOnBands(earningsPence, [{ fromPence: nic.secondaryThresholdPence, toPence: null, rate: nic.rate }])

/**
 * The levy these earnings add to an organisation's pay bill: the levy on (pay bill + earnings) less the levy on
 * the pay bill alone, so a pay bill under £3 million absorbs earnings up to the allowance first.
 * Without a pay bill the levy cannot be known and counts as 0.
 */
export const apprenticeshipLevyOn = (
  earningsPence: number,
  payBillPence: number | null,
  { apprenticeshipLevy: levy }: TaxYearRates,
): number => {
  if (payBillPence === null) return 0
  // levy × 10_000 on a pay bill: rate × pay bill − allowance × 10_000, never below 0
  const levyProducts = (payBill: number) => {
    const gross = bandProducts(payBill, [{ fromPence: 0, toPence: null, rate: levy.rate }])
    const allowance = BigInt(levy.allowancePence) * 10_000n
    return gross > allowance ? gross - allowance : 0n
  }
  return toPenceDown(levyProducts(payBillPence + earningsPence) - levyProducts(payBillPence))
}
