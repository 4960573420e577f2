// What a submission's answers conclude: the determination (src/domain/determination) and, with it, the
// potential financial exposure over the engagement (src/domain/exposure). The server only stores them.

import { sql } from 'drizzle-orm'
import type { DeterminationReason } from '#domain/assessments'
import { ukToday } from '#domain/dates'
import { determine } from '#domain/determination/determine'
import { isCalendarDay } from '#domain/exposure/calendar-days'
import { financialExposure } from '#domain/exposure/exposure'
import { CLIENT_SIZES, type ClientSize } from '#domain/exposure/liability'
import { DEFAULT_PAYMENT_TERMS, INVOICING_FREQUENCIES, type InvoicingFrequency } from '#domain/exposure/payments'
import { summaryOf } from '#domain/exposure/summary'
import type { QuestionSetDefinition } from '#domain/questionnaire'
import { type Queryable, queryRows } from '../../db/client.ts'
import type { AssessmentRow } from '../engagements/assessments.queries.ts'
import type { EngagementRow } from '../engagements/engagement-access.ts'

/**
 * The pay bill that decides the Apprenticeship Levy: the engagement organisation's own, else the nearest
 * organisation above it that has one (connected companies share one levy allowance). null: none known.
 */
export const payBillFor = async (db: Queryable, organisationId: string): Promise<number | null> => {
  const rows = await queryRows<{ pence: string | number }>(
    db,
    sql`
    with recursive chain as (
      select id, parent_id, annual_pay_bill_pence, 0 as depth from organisations where id = ${organisationId}
      union all
      select o.id, o.parent_id, o.annual_pay_bill_pence, chain.depth + 1
      from organisations o join chain on o.id = chain.parent_id
    )
    select annual_pay_bill_pence as pence from chain
    where annual_pay_bill_pence is not null order by depth limit 1`,
  )
  return rows[0] ? Number(rows[0].pence) : null
}

/**
 * The deemed employer's pay bill, for the levy: an agency in the chain is the fee-payer, so its pay bill counts
 * (null while the agency has none set: the result then shows the levy as the agency's, apart from the totals);
 * else the engagement organisation's. A small client's worker's company is its own deemed employer, which the
 * calculation handles (docs/financial-exposure.md, "The Apprenticeship Levy").
 */
export const levyPayBillFor = (db: Queryable, engagement: Pick<EngagementRow, 'agencyId' | 'organisationId'>) =>
  payBillFor(db, engagement.agencyId ?? engagement.organisationId)

const UNKNOWN_EXPOSURE = { exposurePence: null, offsetPence: null, exposureNotes: [], exposureDetail: null }

const exposureOf = (engagement: EngagementRow, payBillPence: number | null) => {
  const { dailyRatePence, startDate, endDate } = engagement
  // Dates are stored as text: a pair the portal would never write (no calendar day, or an end before the start)
  // leaves the exposure unknown rather than failing the submission.
  const known = startDate && endDate && isCalendarDay(startDate) && isCalendarDay(endDate) && startDate <= endDate
  if (dailyRatePence === null || !known) return UNKNOWN_EXPOSURE
  const exposure = financialExposure({
    dailyRatePence,
    deductibleExpensesPerDayPence: engagement.deductibleExpensesPence,
    startDate,
    endDate,
    payBillPence,
    // The day the result is worked out decides the years HMRC can reach and the interest to date.
    today: ukToday(),
    terms: {
      invoicing: (INVOICING_FREQUENCIES as readonly string[]).includes(engagement.invoicingFrequency)
        ? (engagement.invoicingFrequency as InvoicingFrequency)
        : DEFAULT_PAYMENT_TERMS.invoicing,
      paymentTermsDays: engagement.paymentTermsDays,
    },
    scottishTaxpayer: engagement.scottishTaxpayer,
    clientSize: (CLIENT_SIZES as readonly string[]).includes(engagement.clientSize ?? '')
      ? (engagement.clientSize as ClientSize)
      : 'unknown',
    hasAgency: engagement.agencyId !== null,
  })
  return {
    exposurePence: exposure.exposurePence,
    offsetPence: exposure.offsetPence,
    exposureNotes: [...exposure.notes],
    exposureDetail: summaryOf(exposure),
  }
}

const determinationOf = (set: QuestionSetDefinition, answerIds: readonly string[], engagement: EngagementRow) =>
  determine(set, answerIds, {
    // Whether the work "has started" is asked of the calendar in London.
    hasContractStarted: engagement.startDate !== null && engagement.startDate <= ukToday(),
  })

/** Whether complete answers conclude Borderline or Caution: known before the result is stored, for the review. */
export const needsManualReviewFor = (
  set: QuestionSetDefinition,
  answerIds: readonly string[],
  engagement: EngagementRow,
): boolean => determinationOf(set, answerIds, engagement).needsManualReview

/** The result columns of an assessment whose answers are complete. */
export const outcomeOf = (
  set: QuestionSetDefinition,
  answerIds: readonly string[],
  engagement: EngagementRow,
  payBillPence: number | null,
): Partial<AssessmentRow> => {
  const determination = determinationOf(set, answerIds, engagement)
  return {
    result: determination.result,
    resultCode: determination.resultCode,
    resultSummary: determination.summaryHtml,
    reasons: determination.reasons.map(
      (reason): DeterminationReason => ({
        factor: reason.title,
        result: reason.result,
        why: reason.why,
        answers: reason.answers.map(({ question, answer }) => ({ question, answer })),
      }),
    ),
    score: determination.score,
    hmrcOutcome: determination.hmrcOutcome,
    hmrcReason: determination.hmrcReason,
    needsManualReview: determination.needsManualReview,
    categoryResults: determination.categoryResults,
    ...exposureOf(engagement, payBillPence),
  }
}

/** Exposure follows the engagement's dates and day rate: recomputed when they change after a result. */
export const refreshedExposure = (engagement: EngagementRow, payBillPence: number | null) =>
  exposureOf(engagement, payBillPence)

/** The columns that clear a result (a reopened or re-answered assessment has none until it is submitted). */
export const NO_OUTCOME: Partial<AssessmentRow> = {
  result: null,
  resultCode: null,
  resultSummary: null,
  reasons: [],
  score: null,
  hmrcOutcome: null,
  hmrcReason: null,
  needsManualReview: false,
  categoryResults: [],
  exposurePence: null,
  offsetPence: null,
  exposureNotes: [],
  exposureDetail: null,
  completedOn: null,
}
