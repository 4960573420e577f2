// The Apprenticeship Levy a deemed employer adds by the deemed payments of one tax year. The levy counts the
// deemed employer's pay bill, which is an agency's where an agency is the deemed employer; the portal knows the
// organisation's own (docs/financial-exposure.md).
import { bandProducts, toPenceDown } from './bands.ts'
import type { TaxYearRates } from './tax-years.ts'

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
