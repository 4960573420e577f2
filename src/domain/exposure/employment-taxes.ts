// The Apprenticeship Levy a deemed employer adds by the deemed payments of one tax year. The levy counts the
// deemed employer's pay bill: the client's where it pays the worker's company, an agency's where an agency is the
// fee-payer, the worker's company's own under Chapter 8 (docs/financial-exposure.md, "The Apprenticeship Levy").
import { bandProducts, toPenceDown } from './bands.ts'
import type { ClientSize } from './liability.ts'
import type { TaxYearRates } from './tax-years.ts'

/** Whose pay bill the levy counts. */
export type LevyPayer = 'client' | 'agency' | 'worker_company'

/** A small client is outside Chapter 10 (the worker's company is its own deemed employer); an agency pays else. */
export const levyPayerOf = (clientSize: ClientSize, hasAgency: boolean): LevyPayer =>
  clientSize === 'small' ? 'worker_company' : hasAgency ? 'agency' : 'client'

/** The most the levy on these earnings can be: 0.5% of them, the payer's allowance being used up already. */
export const levyUpTo = (earningsPence: number, { apprenticeshipLevy: levy }: TaxYearRates): number =>
  toPenceDown(bandProducts(earningsPence, [{ fromPence: 0, toPence: null, rate: levy.rate }]))

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
