// The offset: an estimate of the tax already paid on the fees that HMRC would set off against the fee-payer's
// liability (set-offs for off-payroll working, from 6 April 2024: PAYE regulation 72GA; HMRC manual ESM10037
// onwards). HMRC sets off what it can see was paid by the worker and their company; we cannot see their
// returns, so the estimate is the one tax that is due whatever the company does with its profits: corporation
// tax on the fees, taken as the company's only profits of the year, with no costs and no salary.
// Income tax and corporation tax are set off against the income tax the deemed employer owes, so the estimate
// never exceeds that income tax; employer NIC and the Apprenticeship Levy are never reduced.
// Dividend tax is left out on purpose: a company need not distribute its profits in the year, and if it did
// distribute them all, corporation tax plus dividend tax would exceed the income tax on the same fees at every
// level of fees, so the offset would always equal the whole income tax: a claim too strong for an estimate.
import { type Band, taxOnBands } from './bands.ts'
import type { TaxYearRates } from './tax-years.ts'

const flat = (rate: number): Band => ({ fromPence: 0, toPence: null, rate })

/**
 * Corporation tax on a year's profits of a company with no associated companies and a 12-month accounting period:
 * the small profits rate up to the lower limit, the main rate from the upper limit, and between them the main
 * rate less marginal relief, fraction × (upper limit − profits). Rounded down to the penny.
 */
export const corporationTaxOn = (profitsPence: number, { corporationTax: ct }: TaxYearRates): number => {
  if (profitsPence <= ct.lowerLimitPence) return taxOnBands(profitsPence, [flat(ct.smallProfitsRate)])
  if (profitsPence >= ct.upperLimitPence) return taxOnBands(profitsPence, [flat(ct.mainRate)])
  const { numerator, denominator } = ct.marginalReliefFraction
  // (main rate × profits − fraction × (upper − profits)), scaled by 10_000 × denominator to stay whole
  const scaled =
    BigInt(ct.mainRate) * BigInt(profitsPence) * BigInt(denominator) -
    BigInt(numerator) * 10_000n * BigInt(ct.upperLimitPence - profitsPence)
  return Number(scaled / (10_000n * BigInt(denominator)))
}

export type OffsetEstimate = {
  /** What the worker's company is estimated to have paid on the fees. */
  readonly corporationTaxPence: number
  /** That corporation tax, capped at the income tax it is set off against. */
  readonly offsetPence: number
}

/** The offset for one tax year's fees, given the income tax the fee-payer would owe on them. */
export const estimatedOffset = (feesPence: number, incomeTaxPence: number, rates: TaxYearRates): OffsetEstimate => {
  const corporationTaxPence = corporationTaxOn(feesPence, rates)
  return { corporationTaxPence, offsetPence: Math.min(incomeTaxPence, corporationTaxPence) }
}
