// Band arithmetic in whole numbers. Each slice of an amount is multiplied by its rate in basis points and the
// products are summed exactly (BigInt, so no size of fee loses a penny), then divided once and rounded down:
// one rounding per tax and tax year, never per band.
import type { BasisPoints } from './tax-years.ts'

const BASIS = 10_000n

/** Rates apply from `fromPence` (exclusive) up to `toPence` (inclusive), or without limit when it is null. */
export type Band = { readonly fromPence: number; readonly toPence: number | null; readonly rate: BasisPoints }

const sliceOf = (amountPence: number, band: Band) => {
  const top = band.toPence === null ? amountPence : Math.min(amountPence, band.toPence)
  return Math.max(0, top - band.fromPence)
}

/** Σ slice × rate, in pence × basis points, exact. */
export const bandProducts = (amountPence: number, bands: readonly Band[]): bigint =>
  bands.reduce((sum, band) => sum + BigInt(sliceOf(amountPence, band)) * BigInt(band.rate), 0n)

/** Pence × basis points back to pence, rounded down to the penny (for the non-negative sums used here). */
export const toPenceDown = (products: bigint): number => Number(products / BASIS)

/** The tax on an amount across bands, rounded down to the penny. */
export const taxOnBands = (amountPence: number, bands: readonly Band[]): number =>
  toPenceDown(bandProducts(amountPence, bands))
