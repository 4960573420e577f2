// Deductible expenses coming off the deemed direct payment, and whose pay bill the Apprenticeship Levy counts
// (docs/financial-exposure.md, "What is owed, and on what" and "The Apprenticeship Levy"). Worked on 27/11/2026.
import { describe, expect, it } from 'vitest'
import { financialExposure, LEVY_LEFT_OUT } from '#domain/exposure/exposure'
import { levyAmount, levyLine, summaryOf } from '#domain/exposure/summary'
import { DEDUCTIBLE_EXPENSES_MESSAGE } from '#domain/exposure-terms'
import {
  DEFAULT_EXPOSURE_TERMS,
  deductibleExpensesProblem,
} from '../../src/web/features/engagement-details/exposure-terms'

const today = '2026-11-27'
const december = { dailyRatePence: 80_000, startDate: '2026-12-01', endDate: '2026-12-31', today } as const

describe('worked example 2 with £50 a working day of deductible expenses', () => {
  const exposure = financialExposure({ ...december, deductibleExpensesPerDayPence: 5_000 })

  it('taxes the fees less the expenses: £16,800 − 21 × £50 = £15,750', () => {
    expect(exposure.deemedPayment).toEqual({
      feesPence: 1_680_000,
      deductibleExpensesPence: 105_000,
      deemedPaymentsPence: 1_575_000,
      expensesPerDayPence: 5_000,
    })
    expect(exposure.payments).toHaveLength(1)
    expect(exposure.payments[0]).toMatchObject({ paidOn: '2027-01-30', feesPence: 1_575_000, expensesPence: 105_000 })
  })

  it('works PAYE and both NICs on £15,750, to the penny', () => {
    expect(exposure.payments[0]).toMatchObject({
      incomeTax: {
        illustration: 105_340, // (15,750 − 10 × 1,048.25) → 5,267 × 20%
        expected: 315_000, // BR: 15,750 × 20%
        noStarterInfo: 593_765, // 0T month 1: 3,142 × 20% + 7,287 × 40% + 5,321 × 45%
      },
      employeeNicPence: 48_250, // (4,189 − 1,048) × 8% + (15,750 − 4,189) × 2%
      employerNicPence: 229_995, // (15,750 − 417) × 15%
    })
    expect([
      exposure.codings.illustration.totalPence,
      exposure.codings.expected.totalPence,
      exposure.codings.noStarterInfo.totalPence,
    ]).toEqual([383_585, 593_245, 872_010])
  })

  it('is the example without expenses less 37% of them (20% BR, 2% and 15% NIC above the limits)', () => {
    const without = financialExposure(december)
    expect(without.deemedPayment.deductibleExpensesPence).toBe(0)
    expect(without.exposurePence - exposure.exposurePence).toBe(38_850) // 1,050 × 37%
  })

  it('carries the fees, the expenses and the deemed payments into the stored breakdown', () => {
    expect(summaryOf(exposure).deemed_payment).toEqual({
      fees_pence: 1_680_000,
      deductible_expenses_pence: 105_000,
      deemed_payments_pence: 1_575_000,
      expenses_per_day_pence: 5_000,
    })
  })

  it('never takes the deemed payment below nothing when the expenses exceed the day rate', () => {
    const over = financialExposure({ ...december, dailyRatePence: 10_000, deductibleExpensesPerDayPence: 15_000 })
    expect(over.deemedPayment).toEqual({
      feesPence: 210_000,
      deductibleExpensesPence: 210_000,
      deemedPaymentsPence: 0,
      expensesPerDayPence: 10_000,
    })
    expect(over.exposurePence).toBe(0)
  })

  it('refuses expenses that are not whole pence', () => {
    expect(() => financialExposure({ ...december, deductibleExpensesPerDayPence: -1 })).toThrow(RangeError)
    expect(() => financialExposure({ ...december, deductibleExpensesPerDayPence: 1.5 })).toThrow(RangeError)
  })
})

describe('the expenses field, checked with the schema the server decodes with', () => {
  const problem = (typed: string) =>
    deductibleExpensesProblem({ ...DEFAULT_EXPOSURE_TERMS, deductibleExpensesPerDay: typed })

  it('takes nothing, and pounds from £0 to £10,000 with at most two decimals', () => {
    for (const typed of ['', '0', '12.5', '45.99', '10000']) expect(problem(typed)).toBeUndefined()
  })

  it('refuses a negative, a third decimal, words and more than £10,000, saying what to enter', () => {
    for (const typed of ['-1', '12.345', 'fifty', '10000.01']) expect(problem(typed)).toBe(DEDUCTIBLE_EXPENSES_MESSAGE)
  })
})

describe("the Apprenticeship Levy counts the deemed employer's pay bill", () => {
  // Five days at £500 in June 2025 (2025/26, in the ordinary window): £2,500 of deemed payments.
  const week = { dailyRatePence: 50_000, startDate: '2025-06-02', endDate: '2025-06-06', today } as const

  it("is the client's, in the totals, when the client pays the worker's company", () => {
    const exposure = financialExposure({ ...week, payBillPence: 400_000_000 })
    expect(exposure.levy).toEqual({ payer: 'client', payBillKnown: true, pence: 1_250, upToPence: 1_250 })
    expect(exposure.apprenticeshipLevyPence).toBe(1_250)
  })

  it("is the agency's, on the agency's pay bill, when an agency is the fee-payer", () => {
    const exposure = financialExposure({ ...week, hasAgency: true, payBillPence: 400_000_000 })
    expect(exposure.levy).toEqual({ payer: 'agency', payBillKnown: true, pence: 1_250, upToPence: 1_250 })
    expect(exposure.codings.expected.apprenticeshipLevyPence).toBe(1_250)
    expect(levyLine(summaryOf(exposure).levy!)).toBe(
      "Apprenticeship Levy, the agency's cost on its own pay bill (in the totals)",
    )
  })

  it("shows the agency's levy apart, as the most it can be, when the agency's pay bill is not known", () => {
    const exposure = financialExposure({ ...week, hasAgency: true, payBillPence: null })
    expect(exposure.levy).toEqual({ payer: 'agency', payBillKnown: false, pence: 0, upToPence: 1_250 })
    // Not the client's cost: left out of every total.
    expect(exposure.codings.expected.apprenticeshipLevyPence).toBe(0)
    expect(exposure.notes).toContain(LEVY_LEFT_OUT.agency)
    const levy = summaryOf(exposure).levy!
    expect(levyAmount(levy)).toBe(1_250)
    expect(levyLine(levy)).toContain("the agency's cost, not the client's")
  })

  it("leaves it out under Chapter 8: a small client's worker's company counts its own pay bill", () => {
    const exposure = financialExposure({ ...week, clientSize: 'small', hasAgency: true, payBillPence: 400_000_000 })
    expect(exposure.levy).toEqual({ payer: 'worker_company', payBillKnown: false, pence: 0, upToPence: 0 })
    expect(exposure.notes).toContain(LEVY_LEFT_OUT.worker_company)
  })

  it('counts the deemed payments, after the expenses, not the fees', () => {
    const exposure = financialExposure({ ...week, payBillPence: 400_000_000, deductibleExpensesPerDayPence: 10_000 })
    expect(exposure.levy.pence).toBe(1_000) // 0.5% of 5 × (£500 − £100)
  })
})
