// The determination of an assessment: our own result from the answers (FULL: the balance of the factors;
// SHORT: the SDS check), with its reasons, and for FULL the HMRC CEST outcome of the same answers beside it.
// Pure and deterministic: the server stores what this returns; the method is in docs/determination.md.
import { type CestOutcome, type CestSectionScores, evaluateCest } from '../cest/engine.ts'
import { type QuestionSetDefinition, selectedOverride } from '../questionnaire.ts'
import { cestBasisOf } from './cest-basis.ts'
import { cestFactsOf, type DeterminationContext } from './cest-facts.ts'
import { chosenAnswers } from './chosen-answers.ts'
import { decidingAnswerOf, type FactorOutcome, type Scoring } from './factor-outcome.ts'
import { scoreFull } from './full-scoring.ts'
import { RESULTS, type ResultCode } from './results.ts'
import { scoreShort } from './short-scoring.ts'
import { type FactorReason, summaryHtmlOf } from './summary-html.ts'

export { cestFactsOf, type DeterminationContext } from './cest-facts.ts'
export type { FactorReason } from './summary-html.ts'

/** One row of the result breakdown, as the assessment carries it (rule records.assessment). */
export type CategoryResult = {
  category_id: string
  category_title: string
  result: string
  answer_ids: string[]
}

export type Determination = {
  /** The overall result as the wire and the spec spell it (results.ts). */
  readonly result: string
  readonly resultCode: ResultCode
  /** 0 to 5 for the gauge: 0 is clearly Outside (or PASS), 5 clearly Inside (or FAIL). */
  readonly score: number
  readonly categoryResults: readonly CategoryResult[]
  /** Why the overall result is what it is, in one paragraph. */
  readonly reason: string
  readonly reasons: readonly FactorReason[]
  /** The summary as safe HTML, built from the reasons. */
  readonly summaryHtml: string
  /** HMRC's CEST outcome on the same answers; null for SHORT. */
  readonly hmrcOutcome: CestOutcome | null
  /** What the CEST outcome rests on, in plain words (docs/cest.md). */
  readonly hmrcReason: string | null
  /** Each CEST section's score; null for SHORT. */
  readonly hmrcSections: CestSectionScores | null
  /** Borderline or Caution: the provider's manual review queue takes it. */
  readonly needsManualReview: boolean
}

const OVERRIDE_SCORE = 5

/** An override answer (an office holder) brings the engagement inside at once, whatever else is answered. */
const overrideScoring = (set: QuestionSetDefinition, answerIds: readonly string[]): Scoring | null => {
  const override = selectedOverride(set, answerIds)
  if (!override) return null
  const chosen = chosenAnswers(set, answerIds).find((c) => c.answer.id === override.id)
  const category = set.categories.find((c) => c.id === chosen?.categoryId)
  if (!chosen || !category) return null
  const factor: FactorOutcome = {
    category,
    code: 'OVERRIDE',
    answers: [chosen],
    deciding: [chosen],
    why: 'This answer ensures IR35 applies, whatever the other factors show.',
  }
  return {
    code: 'OVERRIDE',
    score: OVERRIDE_SCORE,
    reason: `Answering ${chosen.answer.title} to "${chosen.question.title}" ensures IR35 applies, so the questionnaire ends there.`,
    factors: [factor],
  }
}

const reasonOf = (factor: FactorOutcome): FactorReason => ({
  categoryId: factor.category.id,
  title: factor.category.title,
  result: RESULTS[factor.code].label,
  answers: factor.deciding.map(decidingAnswerOf),
  why: factor.why,
})

const categoryResultOf = (factor: FactorOutcome): CategoryResult => ({
  category_id: factor.category.id,
  category_title: factor.category.title,
  result: RESULTS[factor.code].label,
  answer_ids: factor.answers.map((chosen) => chosen.answer.id),
})

export const determine = (
  set: QuestionSetDefinition,
  answerIds: readonly string[],
  context: DeterminationContext,
): Determination => {
  const scoring =
    overrideScoring(set, answerIds) ?? (set.type_code === 'SHORT' ? scoreShort : scoreFull)(set, answerIds)
  const cest = set.type_code === 'FULL' ? evaluateCest(cestFactsOf(set, answerIds, context)) : null
  const result = RESULTS[scoring.code].result
  const reasons = scoring.factors.map(reasonOf)
  // What CEST's outcome rests on, in the reader's words (the engine's own reason is for the tables' tests).
  const hmrc = cest && { outcome: cest.outcome, reason: cestBasisOf(set, answerIds, context, cest) }
  return {
    result,
    resultCode: scoring.code,
    score: scoring.score,
    categoryResults: scoring.factors.map(categoryResultOf),
    reason: scoring.reason,
    reasons,
    summaryHtml: summaryHtmlOf({ result, reason: scoring.reason, reasons, hmrc }),
    hmrcOutcome: cest?.outcome ?? null,
    hmrcReason: hmrc?.reason ?? null,
    hmrcSections: cest?.sections ?? null,
    needsManualReview: scoring.code === 'BORDERLINE' || scoring.code === 'CAUTION',
  }
}
