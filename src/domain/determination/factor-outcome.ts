// What each scoring method (FULL, SHORT) hands back: a result per category with the answers that decided it
// and why, and the overall result with its score and reason.
import type { AnswerLean, Category, SdsCheck } from '../questionnaire.ts'
import type { ChosenAnswer } from './chosen-answers.ts'
import type { ResultCode } from './results.ts'

export type FactorOutcome = {
  readonly category: Category
  readonly code: ResultCode
  /** Every answer given in the category. */
  readonly answers: readonly ChosenAnswer[]
  /** The answers that decided the result. */
  readonly deciding: readonly ChosenAnswer[]
  readonly why: string
}

export type Scoring = {
  readonly code: ResultCode
  /** 0 (clearly Outside, or PASS) to 5 (clearly Inside, or FAIL). */
  readonly score: number
  readonly reason: string
  readonly factors: readonly FactorOutcome[]
}

/** One deciding answer as a reason shows it: the question, the answer, and the evidence it gave. */
export type DecidingAnswer = {
  readonly questionId: string
  readonly question: string
  readonly answerId: string
  readonly answer: string
  readonly lean: AnswerLean | null
  readonly sdsCheck: SdsCheck | null
}

export const decidingAnswerOf = ({ question, answer }: ChosenAnswer): DecidingAnswer => ({
  questionId: question.id,
  question: question.title,
  answerId: answer.id,
  answer: answer.title,
  lean: answer.lean ?? null,
  sdsCheck: answer.sdsCheck ?? null,
})
