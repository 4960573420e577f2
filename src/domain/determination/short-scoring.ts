// SHORT (insurance validation): PASS when nothing shows the SDS checked is invalid, FAIL otherwise
// (docs/determination.md). An answer marked FAIL fails its category and the whole check; an unanswered
// question cannot show the SDS is valid, so it fails too; doubts (CONCERN) fail the check once there are two.
import type { Category, QuestionSet } from '../questionnaire.ts'
import { type ChosenAnswer, chosenAnswers, unansweredIn } from './chosen-answers.ts'
import type { FactorOutcome, Scoring } from './factor-outcome.ts'

/** This many doubts about one SDS fail it, though no single answer does. */
export const CONCERNS_THAT_FAIL = 2

export const SHORT_PASS_SCORE = 0
/** A pass with one doubt sits one step up the gauge. */
export const SHORT_PASS_WITH_CONCERN_SCORE = 1
export const SHORT_FAIL_SCORE = 5

const withCheck = (answers: readonly ChosenAnswer[], check: 'FAIL' | 'CONCERN') =>
  answers.filter(({ answer }) => answer.sdsCheck === check)

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

const categoryOf =
  (set: QuestionSet, answerIds: readonly string[], answers: readonly ChosenAnswer[]) =>
  (category: Category): FactorOutcome => {
    const inCategory = answers.filter((chosen) => chosen.categoryId === category.id)
    const failing = withCheck(inCategory, 'FAIL')
    const concerns = withCheck(inCategory, 'CONCERN')
    const unanswered = unansweredIn(set, answerIds, category)
    const why = [
      ...(failing.length
        ? [`${plural(failing.length, 'answer shows', 'answers show')} the SDS is not a valid determination.`]
        : []),
      ...(unanswered.length
        ? [`${plural(unanswered.length, 'question is', 'questions are')} not answered, so validity is not shown.`]
        : []),
      ...(concerns.length ? [`${plural(concerns.length, 'answer raises a doubt', 'answers raise doubts')}.`] : []),
    ]
    const fails = failing.length > 0 || unanswered.length > 0
    return {
      category,
      code: fails ? 'FAIL' : 'PASS',
      answers: inCategory,
      deciding: failing.length || concerns.length ? [...failing, ...concerns] : inCategory,
      why: why.length ? why.join(' ') : 'Every answer is what a valid SDS needs.',
    }
  }

export const scoreShort = (set: QuestionSet, answerIds: readonly string[]): Scoring => {
  const answers = chosenAnswers(set, answerIds)
  const factors = set.categories.map(categoryOf(set, answerIds, answers))
  const failed = factors.filter((factor) => factor.code === 'FAIL')
  const concerns = withCheck(answers, 'CONCERN').length
  if (failed.length)
    return {
      code: 'FAIL',
      score: SHORT_FAIL_SCORE,
      reason: `FAIL: the check of ${failed.map((factor) => factor.category.title).join(', ')} does not show a valid SDS.`,
      factors,
    }
  if (concerns >= CONCERNS_THAT_FAIL)
    return {
      code: 'FAIL',
      score: SHORT_FAIL_SCORE,
      reason: `FAIL: no single answer shows the SDS is invalid, but ${concerns} answers raise doubts, and ${CONCERNS_THAT_FAIL} or more doubts fail the check.`,
      factors,
    }
  return {
    code: 'PASS',
    score: concerns ? SHORT_PASS_WITH_CONCERN_SCORE : SHORT_PASS_SCORE,
    reason: concerns
      ? 'PASS: nothing shows the SDS is invalid; one answer raises a doubt, which alone does not fail it.'
      : 'PASS: every answer is what a valid SDS needs.',
    factors,
  }
}
