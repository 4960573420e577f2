// FULL: our own determination by the balance of the factors (the method and its reasons are in
// docs/determination.md). Each answer's lean is evidence on its category's factor; each factor reads from
// Outside to Inside; the weighted factors give the overall result and the gauge's score.
import type { Category, QuestionSet } from '../questionnaire.ts'
import { type ChosenAnswer, chosenAnswers } from './chosen-answers.ts'
import type { FactorOutcome, Scoring } from './factor-outcome.ts'
import { RESULTS } from './results.ts'

export type FactorCode = 'OUTSIDE' | 'OUTSIDE_LEANING' | 'BORDERLINE' | 'CAUTION' | 'INSIDE_LEANING' | 'INSIDE'

/** A factor reads Outside (or Inside) when its answers give at least this many more points that way. */
export const FIRM_FACTOR_BALANCE = 3

/**
 * A factor's own answers conflict when each side carries at least this many points and the weaker side at
 * least half the stronger: strong evidence both ways, which a balance would hide.
 */
export const CONFLICT_POINTS = 3

/** The overall balance runs from −1 (every factor clearly Inside) to +1 (every factor clearly Outside). */
export const OVERALL_FIRM = 0.5
export const OVERALL_LEANING = 0.15

export type Tally = { readonly inside: number; readonly outside: number }

export const tallyOf = (answers: readonly ChosenAnswer[]): Tally => {
  let inside = 0
  let outside = 0
  for (const { answer } of answers) {
    if (answer.lean?.towards === 'INSIDE') inside += answer.lean.weight
    if (answer.lean?.towards === 'OUTSIDE') outside += answer.lean.weight
  }
  return { inside, outside }
}

export const factorCodeOf = ({ inside, outside }: Tally): FactorCode => {
  const weaker = Math.min(inside, outside)
  if (weaker >= CONFLICT_POINTS && weaker * 2 >= Math.max(inside, outside)) return 'CAUTION'
  const balance = outside - inside
  if (balance >= FIRM_FACTOR_BALANCE) return 'OUTSIDE'
  if (balance > 0) return 'OUTSIDE_LEANING'
  if (balance === 0) return 'BORDERLINE'
  if (balance > -FIRM_FACTOR_BALANCE) return 'INSIDE_LEANING'
  return 'INSIDE'
}

/** What a factor's result contributes to the overall balance, before its weight. */
export const FACTOR_VALUE: { readonly [C in FactorCode]: number } = {
  OUTSIDE: 2,
  OUTSIDE_LEANING: 1,
  BORDERLINE: 0,
  CAUTION: 0,
  INSIDE_LEANING: -1,
  INSIDE: -2,
}

export type WeightedFactor = { readonly code: FactorCode; readonly weight: number }

/** The weighted mean of the factors' values, scaled to −1 … +1; 0 when there are no factors. */
export const overallBalanceOf = (factors: readonly WeightedFactor[]): number => {
  const total = factors.reduce((sum, factor) => sum + factor.weight, 0)
  if (total === 0) return 0
  return factors.reduce((sum, factor) => sum + factor.weight * FACTOR_VALUE[factor.code], 0) / (2 * total)
}

export const bandOf = (balance: number): Exclude<FactorCode, 'CAUTION'> => {
  if (balance >= OVERALL_FIRM) return 'OUTSIDE'
  if (balance >= OVERALL_LEANING) return 'OUTSIDE_LEANING'
  if (balance > -OVERALL_LEANING) return 'BORDERLINE'
  if (balance > -OVERALL_FIRM) return 'INSIDE_LEANING'
  return 'INSIDE'
}

/** The gauge: 0 when every factor is clearly Outside, 5 when every factor is clearly Inside, one decimal. */
export const scoreOf = (balance: number): number => Math.round((1 - balance) * 25) / 10

/** Where a balance falls on the gauge's 0–5 scale, unrounded: the edges of the bands. */
const scoreAt = (balance: number) => (1 - balance) * 2.5

export type ScoreBand = { readonly code: Exclude<FactorCode, 'CAUTION'>; readonly from: number; readonly to: number }

/**
 * The overall bands on the gauge's 0–5 scale, from the Outside end (the balance's bands, restated): the one scale
 * the result panel, the summary and the documents speak of.
 */
export const SCORE_BANDS: readonly ScoreBand[] = [
  { code: 'OUTSIDE', from: 0, to: scoreAt(OVERALL_FIRM) },
  { code: 'OUTSIDE_LEANING', from: scoreAt(OVERALL_FIRM), to: scoreAt(OVERALL_LEANING) },
  { code: 'BORDERLINE', from: scoreAt(OVERALL_LEANING), to: scoreAt(-OVERALL_LEANING) },
  { code: 'INSIDE_LEANING', from: scoreAt(-OVERALL_LEANING), to: scoreAt(-OVERALL_FIRM) },
  { code: 'INSIDE', from: scoreAt(-OVERALL_FIRM), to: 5 },
]

const SCALE_NUMBER = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 3 })
/** A score or a band's edge as the texts write it: 1.25, 2.125, 4. */
export const scaleNumber = (n: number) => SCALE_NUMBER.format(n)

const points = (n: number) => `${n} point${n === 1 ? '' : 's'}`

const factorWhy = ({ inside, outside }: Tally, code: FactorCode): string => {
  if (inside + outside === 0)
    return "No answer here points either way yet (unanswered, or answered Don't Know), so this factor reads Borderline."
  if (code === 'CAUTION')
    return `The answers point both ways with similar weight (${points(inside)} towards Inside, ${points(outside)} towards Outside), so this factor reads Caution.`
  const given = `The answers give ${points(outside)} towards Outside and ${points(inside)} towards Inside`
  const balance = outside - inside
  if (balance === 0) return `${given}, which balance out, so this factor reads Borderline.`
  const side = balance > 0 ? 'Outside' : 'Inside'
  return Math.abs(balance) >= FIRM_FACTOR_BALANCE
    ? `${given}: a balance of ${Math.abs(balance)} towards ${side}, at least ${FIRM_FACTOR_BALANCE}, so this factor reads ${side}.`
    : `${given}: a balance of ${Math.abs(balance)} towards ${side}, under ${FIRM_FACTOR_BALANCE}, so this factor reads ${side} Leaning.`
}

/** The answers that carried the factor: those on the winning side, or every answer with a lean when it is
 *  even or in conflict (both sides then matter). */
const decidingOf = (answers: readonly ChosenAnswer[], { inside, outside }: Tally, code: FactorCode): ChosenAnswer[] => {
  const withLean = answers.filter(({ answer }) => answer.lean)
  if (code === 'CAUTION' || inside === outside) return withLean
  const winner = outside > inside ? 'OUTSIDE' : 'INSIDE'
  return withLean.filter(({ answer }) => answer.lean?.towards === winner)
}

type Factor = FactorOutcome & { readonly code: FactorCode; readonly weight: number }

const factorOf = (category: Category, answers: readonly ChosenAnswer[]): Factor => {
  const inCategory = answers.filter((chosen) => chosen.categoryId === category.id)
  const tally = tallyOf(inCategory)
  const code = factorCodeOf(tally)
  return {
    category,
    code,
    weight: category.weight ?? 0,
    answers: inCategory,
    deciding: decidingOf(inCategory, tally, code),
    why: factorWhy(tally, code),
  }
}

const names = (factors: readonly Factor[]) => {
  const titles = factors.map((factor) => factor.category.title)
  return titles.length < 2 ? titles.join('') : `${titles.slice(0, -1).join(', ')} and ${titles.at(-1)}`
}

/** "Control clearly points Inside", "Control and Financial risk clearly point Inside". */
const clearly = (factors: readonly Factor[], side: 'Inside' | 'Outside') =>
  `${names(factors)} clearly point${factors.length === 1 ? 's' : ''} ${side}`

/** Why a clearly Outside essential factor matters: without it there is no employment. */
const withoutIt = (factors: readonly Factor[]) =>
  `${clearly(factors, 'Outside')}, and without ${factors.length === 1 ? 'it' : 'them'} there is no employment`

/**
 * The overall result: the band of the weighted balance, then two rules. A Borderline balance hides
 * conflicting evidence when a factor's own answers conflict or factors clearly point both ways: that is
 * Caution. Otherwise a factor without which there is no employment (personal service, control, mutuality)
 * that is clearly Outside lifts a Borderline balance to Outside Leaning, and turns an Inside or Inside
 * Leaning balance into Caution, because the evidence then conflicts.
 */
export const scoreFull = (set: QuestionSet, answerIds: readonly string[]): Scoring => {
  const answers = chosenAnswers(set, answerIds)
  const factors = set.categories.filter((category) => category.weight).map((category) => factorOf(category, answers))
  const balance = overallBalanceOf(factors)
  const band = bandOf(balance)
  const weighting = factors.map((factor) => `${factor.category.title} ×${factor.weight}`).join(', ')
  const edges = SCORE_BANDS.find((row) => row.code === band)!
  const opening = `The ${factors.length} factors, weighted (${weighting}), give a score of ${scaleNumber(scoreOf(balance))} on the 0–5 scale (0: every factor clearly Outside; 5: every factor clearly Inside), in the ${RESULTS[band].label} band (${scaleNumber(edges.from)} to ${scaleNumber(edges.to)}).`
  const result = (code: FactorCode, scoredBalance: number, why?: string): Scoring => ({
    code,
    score: scoreOf(scoredBalance),
    reason: why ? `${opening} ${why}` : opening,
    factors,
  })

  const clearlyInside = factors.filter((factor) => factor.code === 'INSIDE')
  const clearlyOutside = factors.filter((factor) => factor.code === 'OUTSIDE')
  const conflicting = factors.filter((factor) => factor.code === 'CAUTION')
  const essentialOutside = clearlyOutside.filter((factor) => factor.category.essential)
  if (band === 'BORDERLINE' && conflicting.length)
    return result('CAUTION', balance, `The answers on ${names(conflicting)} conflict, so the result is Caution.`)
  if (band === 'BORDERLINE' && clearlyInside.length && clearlyOutside.length)
    return result(
      'CAUTION',
      balance,
      `${clearly(clearlyInside, 'Inside')} while ${clearly(clearlyOutside, 'Outside')}: the evidence conflicts, so the result is Caution.`,
    )
  if (band === 'BORDERLINE' && essentialOutside.length)
    return result(
      'OUTSIDE_LEANING',
      Math.max(balance, OVERALL_LEANING),
      `${withoutIt(essentialOutside)}, so the result is raised to Outside Leaning.`,
    )
  if ((band === 'INSIDE' || band === 'INSIDE_LEANING') && essentialOutside.length)
    return result(
      'CAUTION',
      balance,
      `Yet ${withoutIt(essentialOutside)}: the evidence conflicts, so the result is Caution.`,
    )
  return result(band, balance)
}
