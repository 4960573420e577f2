// What a submission's answers conclude: the determination (src/domain/determination) and, with it, the
// potential financial exposure over the engagement (src/domain/exposure). The server only stores them.

import type { DeterminationReason } from '#domain/assessments'
import { determine } from '#domain/determination/determine'
import { financialExposure } from '#domain/exposure/exposure'
import type { QuestionSetDefinition } from '#domain/questionnaire'
import type { AssessmentRow } from './assessments.queries.ts'
import type { EngagementRow } from './engagement-access.ts'

/** Today in the UK, as a day: whether the work "has started" is asked of the calendar in London. */
export const londonToday = (now = new Date()) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/London',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now)

const exposureOf = (engagement: EngagementRow) => {
  const { dailyRatePence, startDate, endDate } = engagement
  if (dailyRatePence === null || !startDate || !endDate)
    return { exposurePence: null, offsetPence: null, exposureNotes: [] }
  const exposure = financialExposure({ dailyRatePence, startDate, endDate })
  return {
    exposurePence: exposure.exposurePence,
    offsetPence: exposure.offsetPence,
    exposureNotes: [...exposure.notes],
  }
}

/** The result columns of an assessment whose answers are complete. */
export const outcomeOf = (
  set: QuestionSetDefinition,
  answerIds: readonly string[],
  engagement: EngagementRow,
): Partial<AssessmentRow> => {
  const started = engagement.startDate !== null && engagement.startDate <= londonToday()
  const determination = determine(set, answerIds, { hasContractStarted: started })
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
    ...exposureOf(engagement),
  }
}

/** Exposure follows the engagement's dates and day rate: recomputed when they change after a result. */
export const refreshedExposure = (engagement: EngagementRow) => exposureOf(engagement)

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
  completedOn: null,
}
