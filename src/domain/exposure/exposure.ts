// The potential financial exposure shown on an assessment result: what would be owed if an engagement treated as
// outside the off-payroll rules were found inside, worked per payment (each payment to the worker's company is a
// deemed direct payment when it is made), three ways for the worker's unknown tax code, with the years HMRC can
// still reach, the illustrated set-off, late-payment interest, penalty ranges and whose liability it is.
// The method, sources and worked examples are in docs/financial-exposure.md.
import { DAY_BOUNDS } from '../day-values.ts'
import type { CalendarDay } from './calendar-days.ts'
import { apprenticeshipLevyOn, type LevyPayer, levyPayerOf, levyUpTo } from './employment-taxes.ts'
import { LAST_INTEREST_ROW, lateInterest, payeDueDate } from './interest.ts'
import { CHAPTER_10_FROM, type ClientSize, type Liability, liabilityFor } from './liability.ts'
import { nicOnPayment } from './nic.ts'
import { type CorporationTaxYear, corporationTaxByYear, SET_OFF_CONDITIONS } from './offset.ts'
import { CODINGS, type Coding, codeLabels, incomeTaxOnPayments, type PerCoding, payePeriodNumber } from './paye.ts'
import { DEFAULT_PAYMENT_TERMS, type Payment, type PaymentTerms, paymentsFor } from './payments.ts'
import { type PenaltyRange, penaltyRanges } from './penalties.ts'
import { type RatesLookup, ratesFor, type TaxYearLabel, taxYearOf } from './tax-years.ts'
import { openFor, type TimeLimit, timeLimitOf } from './time-limits.ts'
import { workingDaysBetween } from './working-days.ts'

export type ExposureInput = {
  /** The fee for a day's work, less VAT and materials. */
  readonly dailyRatePence: number
  /**
   * Expenses per working day that would have been deductible had the worker been employed (travel to a temporary
   * workplace, for instance): they come off the fee, so the deemed direct payment is the day rate less them,
   * never below nothing. 0 when not given.
   */
  readonly deductibleExpensesPerDayPence?: number
  readonly startDate: CalendarDay // YYYY-MM-DD
  readonly endDate: CalendarDay // YYYY-MM-DD, not before startDate
  /** The day the figures are worked out on: it decides the years HMRC can reach and the interest to date. */
  readonly today: CalendarDay
  /**
   * The deemed employer's annual pay bill, for the Apprenticeship Levy: the client's, or the agency's where an
   * agency is in the chain (hasAgency). null: not known, and the levy is left out of the totals.
   */
  readonly payBillPence?: number | null
  readonly terms?: PaymentTerms
  readonly scottishTaxpayer?: boolean
  readonly clientSize?: ClientSize
  readonly hasAgency?: boolean
}

/** A payment; its feesPence is the deemed direct payment, the fees less the deductible expenses. */
export type ExposurePayment = Payment & {
  /** The deductible expenses taken off this payment's fees. */
  readonly expensesPence: number
  readonly taxYear: TaxYearLabel
  /** Tax month (1–12) or tax week (1–53) of the payment day. */
  readonly payePeriod: number
  readonly incomeTax: PerCoding<number>
  readonly employeeNicPence: number
  readonly employerNicPence: number
  /** The day PAYE on it was due: the 22nd after its tax month. */
  readonly dueOn: CalendarDay
  /** Whether Chapter 10 covers the payment (a private-sector client's payments before 6 April 2021 are not). */
  readonly covered: boolean
}

/** One tax year's payments. */
export type ExposureYear = {
  readonly taxYear: TaxYearLabel
  readonly ratesYear: TaxYearLabel
  readonly fallback: RatesLookup['fallback']
  readonly timeLimit: TimeLimit
  readonly payments: number
  readonly workingDays: number
  /** The fees, before the deductible expenses come off. */
  readonly feesPence: number
  readonly deductibleExpensesPence: number
  /** The fees less the deductible expenses: what PAYE, NIC and the levy are worked on. */
  readonly deemedPaymentsPence: number
  readonly codes: PerCoding<string>
  readonly incomeTax: PerCoding<number>
  readonly employeeNicPence: number
  readonly employerNicPence: number
  readonly apprenticeshipLevyPence: number
  /** Income tax of the coding + both NICs + the levy. */
  readonly total: PerCoding<number>
}

/** One coding's figures over the years in the ordinary 4-year window. */
export type CodingFigure = {
  readonly coding: Coding
  readonly label: string
  readonly incomeTaxPence: number
  readonly employeeNicPence: number
  readonly employerNicPence: number
  readonly apprenticeshipLevyPence: number
  readonly totalPence: number
}

export type SetOff = {
  /** The expected case's liability before any set-off. */
  readonly grossPence: number
  /** Corporation tax on the fees, capped at the expected case's income tax. */
  readonly illustratedSetOffPence: number
  readonly withIllustratedSetOffPence: number
  /** If the conditions are not met, nothing is set off. */
  readonly withNoSetOffPence: number
  readonly corporationTax: readonly CorporationTaxYear[]
  readonly conditions: readonly string[]
}

export type InterestPeriod = {
  readonly dueOn: CalendarDay
  readonly liabilityPence: number
  readonly interestPence: number
}

/** Whose pay bill the Apprenticeship Levy counts, and what it comes to when that pay bill is not known. */
export type LevyFigure = {
  readonly payer: LevyPayer
  /** Whether the payer's pay bill was given: only then is the levy in the totals. */
  readonly payBillKnown: boolean
  /** In the ordinary window: the levy in the totals. */
  readonly pence: number
  /** The most it can be (0.5% of the deemed payments, the payer's allowance used up), over the ordinary window. */
  readonly upToPence: number
}

export type Exposure = {
  readonly today: CalendarDay
  readonly workingDays: number
  /** Every payment's fees (covered or not), before the deductible expenses. */
  readonly feesPence: number
  /** Over the payments Chapter 10 covers: the fees, the expenses taken off and the deemed direct payments. */
  readonly deemedPayment: {
    readonly feesPence: number
    readonly deductibleExpensesPence: number
    readonly deemedPaymentsPence: number
    readonly expensesPerDayPence: number
  }
  readonly levy: LevyFigure
  readonly terms: PaymentTerms
  readonly scottishTaxpayer: boolean
  readonly payments: readonly ExposurePayment[]
  readonly byTaxYear: readonly ExposureYear[]
  /** The three figures over the years within the ordinary 4-year window: the headline totals. */
  readonly codings: PerCoding<CodingFigure>
  /** The expected case's total over the years open for each behaviour. */
  readonly byBehaviour: { readonly ordinary: number; readonly careless: number; readonly deliberate: number }
  readonly setOff: SetOff
  /** Late-payment interest to today on the expected case, per tax month due. */
  readonly interest: { readonly periods: readonly InterestPeriod[]; readonly totalPence: number }
  /** Penalty ranges on the expected case's liability in the ordinary window. */
  readonly penalties: readonly PenaltyRange[]
  readonly liability: Liability
  /** The expected case's total and its illustrated set-off: what the stored result keeps. */
  readonly exposurePence: number
  readonly offsetPence: number
  readonly incomeTaxPence: number
  readonly employeeNicPence: number
  readonly employerNicPence: number
  readonly apprenticeshipLevyPence: number
  readonly taxYears: readonly TaxYearLabel[]
  readonly usedLatestYearFor: readonly TaxYearLabel[]
  readonly usedEarliestYearFor: readonly TaxYearLabel[]
  readonly notes: readonly string[]
}

export const ALWAYS_NOTES = [
  'Worked per payment (each payment is a deemed direct payment when it is made), as if these payments were the ' +
    "worker's only pay from this fee-payer; the fees are the day rate less VAT and materials, with no 5% " +
    "allowance and no deduction for the employer's National Insurance.",
  "Three figures because the worker's tax code is rarely known: HMRC's illustration (emergency code, " +
    'cumulative), the expected case (BR, as most deemed employees already draw a salary from their own company) ' +
    'and no starter information (0T week 1/month 1).',
  'The total counts the tax years within the ordinary 4-year window from the day worked out; older years are ' +
    'open only for careless (6 years) or deliberate (20 years) behaviour and are listed apart.',
] as const

/** Why the levy is not in the totals, by whose pay bill it counts. */
export const LEVY_LEFT_OUT: Record<LevyPayer, string> = {
  client: "The Apprenticeship Levy is not included because the organisation's pay bill is not set.",
  agency:
    "The Apprenticeship Levy is the agency's cost, on its own pay bill, which is not set: it is not included, " +
    'and is shown apart as the most it can be.',
  worker_company:
    "The Apprenticeship Levy is not included: under Chapter 8 it is the worker's company's, on its own pay bill.",
}

export const OUT_OF_BOUNDS_NOTE =
  "Only the days from 01/01/2000 to 31/12/2100 are counted: the engagement's dates reach beyond them."

const requireWholePence = (name: string, value: number) => {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${name} must be a whole number of pence ≥ 0`)
}

const sum = <T>(items: readonly T[], pick: (item: T) => number) => items.reduce((total, item) => total + pick(item), 0)

const perCoding = <T>(make: (coding: Coding) => T): PerCoding<T> =>
  Object.fromEntries(CODINGS.map((coding) => [coding, make(coding)])) as unknown as PerCoding<T>

const listed = (items: readonly (string | number)[]) =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`

const ukDate = (day: CalendarDay) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`

/** The engagement's days within DAY_BOUNDS (a stored row may reach beyond them; see docs/limits.md). */
const withinBounds = (startDate: CalendarDay, endDate: CalendarDay) => {
  if (endDate < startDate) throw new RangeError(`The end date ${endDate} is before the start date ${startDate}`)
  const start = startDate < DAY_BOUNDS.first ? DAY_BOUNDS.first : startDate
  const end = endDate > DAY_BOUNDS.last ? DAY_BOUNDS.last : endDate
  return { start, end, clamped: start !== startDate || end !== endDate, empty: start > end }
}

/**
 * What Chapter 10 covers of each payment: the public sector's payments from 6 April 2017; the private sector's
 * payments from 6 April 2021 for work done from that day (a period straddling it counts its days from then).
 * null: the payment is not covered. A small client's are all worked out, as an indication for its Chapter 8.
 */
const coveredPart = (payment: Payment, clientSize: ClientSize, deemedDailyPence: number): Payment | null => {
  if (clientSize === 'small') return payment
  const from = clientSize === 'medium_or_large' ? CHAPTER_10_FROM.medium_or_large : CHAPTER_10_FROM.public_sector
  if (payment.paidOn < from) return null
  if (clientSize !== 'medium_or_large' || payment.workFrom >= from) return payment
  if (payment.workTo < from) return null
  const workingDays = workingDaysBetween(from, payment.workTo).total
  return { ...payment, workFrom: from, workingDays, feesPence: workingDays * deemedDailyPence }
}

const yearsOf = (
  payments: readonly ExposurePayment[],
  input: ExposureInput,
  scottish: boolean,
  payBillPence: number | null,
): ExposureYear[] => {
  const byYear = new Map<TaxYearLabel, ExposurePayment[]>()
  for (const payment of payments)
    if (payment.covered) byYear.set(payment.taxYear, [...(byYear.get(payment.taxYear) ?? []), payment])
  return [...byYear.entries()].map(([taxYear, list]) => {
    const { rates, ratesYear, fallback } = ratesFor(taxYear)
    const deemedPaymentsPence = sum(list, (p) => p.feesPence)
    const deductibleExpensesPence = sum(list, (p) => p.expensesPence)
    const incomeTax = perCoding((coding) => sum(list, (p) => p.incomeTax[coding]))
    const employeeNicPence = sum(list, (p) => p.employeeNicPence)
    const employerNicPence = sum(list, (p) => p.employerNicPence)
    const apprenticeshipLevyPence = apprenticeshipLevyOn(deemedPaymentsPence, payBillPence, rates)
    return {
      taxYear,
      ratesYear,
      fallback,
      timeLimit: timeLimitOf(taxYear, input.today),
      payments: list.length,
      workingDays: sum(list, (p) => p.workingDays),
      feesPence: deemedPaymentsPence + deductibleExpensesPence,
      deductibleExpensesPence,
      deemedPaymentsPence,
      codes: codeLabels(rates, scottish),
      incomeTax,
      employeeNicPence,
      employerNicPence,
      apprenticeshipLevyPence,
      total: perCoding((coding) => incomeTax[coding] + employeeNicPence + employerNicPence + apprenticeshipLevyPence),
    }
  })
}

/** Each payment's PAYE and NIC; PAYE is cumulative within a tax year, so payments are worked year by year. */
const figuresOf = (
  payments: readonly Payment[],
  scottish: boolean,
  covers: (payment: Payment) => Payment | null,
  expensesPerDayPence: number,
): ExposurePayment[] => {
  const byYear = new Map<TaxYearLabel, Payment[]>()
  for (const payment of payments) {
    const taxYear = taxYearOf(payment.paidOn)
    byYear.set(taxYear, [...(byYear.get(taxYear) ?? []), payment])
  }
  return [...byYear.entries()].flatMap(([taxYear, list]) => {
    const parts = list.map(covers)
    const covered = parts.filter((part): part is Payment => part !== null)
    const tax = incomeTaxOnPayments(covered, ratesFor(taxYear).rates, scottish)
    const taxOf = new Map(covered.map((payment, index) => [payment, tax[index]!]))
    return list.map((whole, index) => {
      const payment = parts[index] ?? whole
      const nic = nicOnPayment(payment.paidOn, payment.feesPence, payment.earningsPeriod)
      const incomeTax = taxOf.get(payment)
      return {
        ...payment,
        expensesPence: payment.workingDays * expensesPerDayPence,
        taxYear,
        payePeriod: payePeriodNumber(payment.paidOn, payment.earningsPeriod),
        incomeTax: incomeTax ?? { illustration: 0, expected: 0, noStarterInfo: 0 },
        employeeNicPence: incomeTax ? nic.employeeNicPence : 0,
        employerNicPence: incomeTax ? nic.employerNicPence : 0,
        dueOn: payeDueDate(payment.paidOn),
        covered: incomeTax !== undefined,
      }
    })
  })
}

const interestOf = (
  payments: readonly ExposurePayment[],
  ordinaryYears: ReadonlySet<TaxYearLabel>,
  today: CalendarDay,
) => {
  const due = new Map<CalendarDay, number>()
  for (const p of payments)
    if (p.covered && ordinaryYears.has(p.taxYear))
      due.set(p.dueOn, (due.get(p.dueOn) ?? 0) + p.incomeTax.expected + p.employeeNicPence + p.employerNicPence)
  const periods = [...due.entries()]
    .filter(([dueOn]) => dueOn < today)
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([dueOn, liabilityPence]) => ({
      dueOn,
      liabilityPence,
      interestPence: lateInterest(liabilityPence, dueOn, today),
    }))
  return { periods, totalPence: sum(periods, (period) => period.interestPence) }
}

const notesFor = (
  years: readonly ExposureYear[],
  payments: readonly ExposurePayment[],
  context: {
    clamped: boolean
    estimatedHolidayYears: readonly number[]
    levyPayer: LevyPayer
    hasPayBill: boolean
    today: CalendarDay
  },
) => {
  const fellBack = (fallback: RatesLookup['fallback'], why: string) => {
    const list = years.filter((year) => year.fallback === fallback)
    const first = list[0]
    return first
      ? [`Rates for ${listed(list.map((y) => y.taxYear))} ${why}, so the ${first.ratesYear} rates are used.`]
      : []
  }
  const outside = years.filter((year) => year.timeLimit !== 'ordinary')
  const uncovered = payments.filter((p) => !p.covered)
  return [
    ...(context.clamped ? [OUT_OF_BOUNDS_NOTE] : []),
    ...fellBack('latest', 'are not published yet'),
    ...fellBack('earliest', 'are not held'),
    ...(context.estimatedHolidayYears.length > 0
      ? [`Bank holidays for ${listed(context.estimatedHolidayYears)} are estimated from the usual pattern.`]
      : []),
    ...(context.hasPayBill ? [] : [LEVY_LEFT_OUT[context.levyPayer]]),
    ...(uncovered.length > 0
      ? [
          `${uncovered.length} payment${uncovered.length === 1 ? ' was' : 's were'} made before Chapter 10 applied to this client and ${uncovered.length === 1 ? 'is' : 'are'} left out.`,
        ]
      : []),
    ...(outside.length > 0
      ? [
          `Outside the ordinary 4-year window on ${ukDate(context.today)}: ${listed(outside.map((y) => `${y.taxYear} (${y.timeLimit === 'closed' ? 'closed' : `${y.timeLimit} only`})`))}.`,
        ]
      : []),
    ...(context.today > LAST_INTEREST_ROW.from
      ? [`Late-payment interest uses HMRC's rates as published to ${ukDate(LAST_INTEREST_ROW.from)}.`]
      : []),
    ...ALWAYS_NOTES,
  ]
}

export const financialExposure = (input: ExposureInput): Exposure => {
  requireWholePence('The day rate', input.dailyRatePence)
  const expensesGiven = input.deductibleExpensesPerDayPence ?? 0
  requireWholePence('The deductible expenses', expensesGiven)
  // Expenses above the day rate leave a deemed payment of nothing, never less.
  const expensesPerDayPence = Math.min(expensesGiven, input.dailyRatePence)
  const deemedDailyPence = input.dailyRatePence - expensesPerDayPence
  const terms = input.terms ?? DEFAULT_PAYMENT_TERMS
  if (!Number.isSafeInteger(terms.paymentTermsDays) || terms.paymentTermsDays < 0 || terms.paymentTermsDays > 365)
    throw new RangeError('Payment terms must be 0 to 365 days')
  const scottish = input.scottishTaxpayer ?? false
  const clientSize = input.clientSize ?? 'unknown'
  const levyPayer = levyPayerOf(clientSize, input.hasAgency ?? false)
  // A small client's worker's company runs Chapter 8 itself: its own pay bill, which the portal never has.
  const payBillPence = levyPayer === 'worker_company' ? null : (input.payBillPence ?? null)
  if (payBillPence !== null) requireWholePence('The pay bill', payBillPence)
  const bounds = withinBounds(input.startDate, input.endDate)

  // Built on the deemed day (the day rate less the expenses), so each payment's feesPence is its deemed payment.
  const schedule = bounds.empty ? [] : paymentsFor(bounds.start, bounds.end, deemedDailyPence, terms)
  const payments = figuresOf(
    schedule,
    scottish,
    (payment) => coveredPart(payment, clientSize, deemedDailyPence),
    expensesPerDayPence,
  )
  const byTaxYear = yearsOf(payments, input, scottish, payBillPence)

  const within = (limit: Exclude<TimeLimit, 'closed'>) => byTaxYear.filter((year) => openFor(year.timeLimit, limit))
  const ordinary = within('ordinary')
  const codings = perCoding(
    (coding): CodingFigure => ({
      coding,
      label: {
        illustration: "HMRC's illustration",
        expected: 'Expected case',
        noStarterInfo: 'No starter information',
      }[coding],
      incomeTaxPence: sum(ordinary, (y) => y.incomeTax[coding]),
      employeeNicPence: sum(ordinary, (y) => y.employeeNicPence),
      employerNicPence: sum(ordinary, (y) => y.employerNicPence),
      apprenticeshipLevyPence: sum(ordinary, (y) => y.apprenticeshipLevyPence),
      totalPence: sum(ordinary, (y) => y.total[coding]),
    }),
  )
  const expected = codings.expected
  const ordinaryYears = new Set(ordinary.map((year) => year.taxYear))
  const corporationTax = corporationTaxByYear(payments.filter((p) => p.covered && ordinaryYears.has(p.taxYear)))
  const illustratedSetOffPence = Math.min(
    expected.incomeTaxPence,
    sum(corporationTax, (y) => y.corporationTaxPence),
  )
  const days = bounds.empty ? null : workingDaysBetween(bounds.start, bounds.end)

  const covered = payments.filter((p) => p.covered)
  return {
    today: input.today,
    workingDays: days?.total ?? 0,
    feesPence: sum(payments, (p) => p.feesPence + p.expensesPence),
    deemedPayment: {
      feesPence: sum(covered, (p) => p.feesPence + p.expensesPence),
      deductibleExpensesPence: sum(covered, (p) => p.expensesPence),
      deemedPaymentsPence: sum(covered, (p) => p.feesPence),
      expensesPerDayPence,
    },
    levy: {
      payer: levyPayer,
      payBillKnown: payBillPence !== null,
      pence: expected.apprenticeshipLevyPence,
      upToPence:
        levyPayer === 'worker_company'
          ? 0
          : sum(ordinary, (y) => levyUpTo(y.deemedPaymentsPence, ratesFor(y.ratesYear).rates)),
    },
    terms,
    scottishTaxpayer: scottish,
    payments,
    byTaxYear,
    codings,
    byBehaviour: {
      ordinary: expected.totalPence,
      careless: sum(within('careless'), (y) => y.total.expected),
      deliberate: sum(within('deliberate'), (y) => y.total.expected),
    },
    setOff: {
      grossPence: expected.totalPence,
      illustratedSetOffPence,
      withIllustratedSetOffPence: expected.totalPence - illustratedSetOffPence,
      withNoSetOffPence: expected.totalPence,
      corporationTax,
      conditions: SET_OFF_CONDITIONS,
    },
    interest: interestOf(payments, ordinaryYears, input.today),
    penalties: penaltyRanges(expected.totalPence),
    liability: liabilityFor(clientSize, input.hasAgency ?? false),
    exposurePence: expected.totalPence,
    offsetPence: illustratedSetOffPence,
    incomeTaxPence: expected.incomeTaxPence,
    employeeNicPence: expected.employeeNicPence,
    employerNicPence: expected.employerNicPence,
    apprenticeshipLevyPence: expected.apprenticeshipLevyPence,
    taxYears: byTaxYear.map((year) => year.taxYear),
    usedLatestYearFor: byTaxYear.filter((y) => y.fallback === 'latest').map((y) => y.taxYear),
    usedEarliestYearFor: byTaxYear.filter((y) => y.fallback === 'earliest').map((y) => y.taxYear),
    notes: notesFor(byTaxYear, payments, {
      clamped: bounds.clamped,
      estimatedHolidayYears: days?.estimatedHolidayYears ?? [],
      levyPayer,
      hasPayBill: payBillPence !== null,
      today: input.today,
    }),
  }
}
