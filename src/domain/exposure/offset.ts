// The set-off (from 6 April 2024: PAYE regulations 72GA onwards; HMRC's Employment Status Manual ESM10037 and
// ESM10038). Once the worker and their company are identified and there is a trigger, such as a determination or
// a letter of offer, HMRC may set off the income tax, National Insurance and corporation tax the worker and the
// company actually paid or were assessed on the same income (salary PAYE and dividend tax included, payments on
// account not) against the deemed employer's liability. We cannot see those returns. The illustration is the
// one tax due whatever the company does with its money: corporation tax on the gross fees, the company's
// accounting periods taken as financial years from 1 April, each year's tax due 9 months and 1 day after it ends.
// It is set against income tax only, so it never exceeds the income tax of the figure it is set against.
import { type CalendarDay, calendarDay, yearOf } from './calendar-days.ts'
import type { BasisPoints } from './tax-years.ts'

export type CorporationTaxRates = {
  readonly source: string
  readonly smallProfitsRate: BasisPoints
  readonly mainRate: BasisPoints
  readonly lowerLimitPence: number
  readonly upperLimitPence: number
  readonly marginalReliefFraction: { readonly numerator: number; readonly denominator: number }
}

const FLAT_19: CorporationTaxRates = {
  source:
    'https://www.gov.uk/government/publications/rates-and-allowances-corporation-tax/rates-and-allowances-corporation-tax',
  smallProfitsRate: 1_900,
  mainRate: 1_900,
  lowerLimitPence: 0,
  upperLimitPence: 0,
  marginalReliefFraction: { numerator: 0, denominator: 1 },
}

// From the financial year 2023: 19% up to £50,000, 25% from £250,000, marginal relief 3/200 between.
const FROM_2023: CorporationTaxRates = {
  source: 'https://www.gov.uk/guidance/corporation-tax-marginal-relief',
  smallProfitsRate: 1_900,
  mainRate: 2_500,
  lowerLimitPence: 5_000_000,
  upperLimitPence: 25_000_000,
  marginalReliefFraction: { numerator: 3, denominator: 200 },
}

/** The rates of a financial year (1 April of `year` to 31 March of the next): 19% to FY2022, then tiered. */
export const corporationTaxRatesFor = (financialYear: number): CorporationTaxRates =>
  financialYear >= 2023 ? FROM_2023 : FLAT_19

/** The financial year a day falls in: from 1 April. */
export const financialYearOf = (day: CalendarDay): number => {
  const year = yearOf(day)
  return Number(day.slice(5, 7)) >= 4 ? year : year - 1
}

/** Corporation tax for a financial year is due 9 months and 1 day after it ends on 31 March: 1 January. */
export const corporationTaxDueOn = (financialYear: number): CalendarDay => calendarDay(financialYear + 2, 1, 1)

/**
 * Corporation tax on a year's profits of a company with no associated companies and a 12-month accounting period:
 * the small profits rate up to the lower limit, the main rate from the upper limit, and between them the main
 * rate less marginal relief, fraction × (upper limit − profits). Rounded down to the penny.
 */
export const corporationTaxOn = (profitsPence: number, ct: CorporationTaxRates): number => {
  const flat = (rate: number) => Number((BigInt(profitsPence) * BigInt(rate)) / 10_000n)
  if (profitsPence <= ct.lowerLimitPence) return flat(ct.smallProfitsRate)
  if (profitsPence >= ct.upperLimitPence) return flat(ct.mainRate)
  const { numerator, denominator } = ct.marginalReliefFraction
  const scaled =
    BigInt(ct.mainRate) * BigInt(profitsPence) * BigInt(denominator) -
    BigInt(numerator) * 10_000n * BigInt(ct.upperLimitPence - profitsPence)
  return Number(scaled / (10_000n * BigInt(denominator)))
}

export type CorporationTaxYear = {
  readonly financialYear: number
  readonly feesPence: number
  readonly corporationTaxPence: number
  readonly dueOn: CalendarDay
}

/** Corporation tax on the fees received in each financial year (by payment day), oldest first. */
export const corporationTaxByYear = (
  payments: readonly { readonly paidOn: CalendarDay; readonly feesPence: number }[],
): readonly CorporationTaxYear[] => {
  const fees = new Map<number, number>()
  for (const payment of payments) {
    const year = financialYearOf(payment.paidOn)
    fees.set(year, (fees.get(year) ?? 0) + payment.feesPence)
  }
  return [...fees.entries()]
    .sort(([a], [b]) => a - b)
    .map(([financialYear, feesPence]) => ({
      financialYear,
      feesPence,
      corporationTaxPence: corporationTaxOn(feesPence, corporationTaxRatesFor(financialYear)),
      dueOn: corporationTaxDueOn(financialYear),
    }))
}

export const SET_OFF_CONDITIONS = [
  'HMRC sets off only tax actually paid or assessed by the worker and their company on the same income: ' +
    'income tax (salary PAYE and dividend tax included), National Insurance and corporation tax; payments on ' +
    'account do not count.',
  'The worker and their company must be identified, and there must be a trigger such as a determination or ' +
    'a letter of offer.',
  "The illustrated set-off is corporation tax on the gross fees, as if they were the company's only profits, " +
    'due 9 months and 1 day after each financial year ending 31 March; it is set against income tax only.',
  'Late-payment interest and penalties can still run on the liability before any set-off.',
] as const
