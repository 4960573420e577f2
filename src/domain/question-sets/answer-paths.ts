// Whole answer paths through a question set, chosen by a rule: how demo data, benchmarks and tests answer
// a questionnaire the way a person paging through it would (each answer may reveal further questions).
import {
  type Answer,
  type Question,
  type QuestionSet,
  type Respondent,
  selectAnswer,
  unansweredQuestions,
} from '../questionnaire.ts'

export type AnswerPicker = (question: Question) => Answer

/** Answers every question the respondent sees, starting from `given`, choosing each answer with `pick`. */
export const answerEvery = (
  set: QuestionSet,
  respondent: Respondent,
  pick: AnswerPicker,
  given: readonly string[] = [],
): string[] => {
  let selected = [...given]
  // Each pass answers one question; a set cannot hold more questions than answers, so this ends.
  const limit = JSON.stringify(set).length
  for (let pass = 0; pass < limit; pass++) {
    const next = unansweredQuestions(set, selected, respondent)[0]
    if (!next) return selected
    selected = selectAnswer(set, selected, pick(next.question).id)
  }
  throw new Error(`The question set ${set.id} never runs out of questions`)
}

/** The answer that points the given way (never an override), else one that points nowhere, else the first. */
export const leaningTowards =
  (towards: 'INSIDE' | 'OUTSIDE'): AnswerPicker =>
  (question) =>
    question.answers.find((answer) => answer.lean?.towards === towards && !answer.override) ??
    question.answers.find((answer) => !answer.override && !answer.lean) ??
    question.answers.find((answer) => !answer.override) ??
    question.answers[0]!

/**
 * Answers alternately towards inside and outside, starting outside: evidence spread evenly both ways, the kind of
 * case the manual review exists for. A picker holds its turn, so each path needs a fresh one.
 */
export const evenlySplit = (): AnswerPicker => {
  let towards: 'INSIDE' | 'OUTSIDE' = 'OUTSIDE'
  return (question) => {
    const answer = leaningTowards(towards)(question)
    towards = towards === 'OUTSIDE' ? 'INSIDE' : 'OUTSIDE'
    return answer
  }
}
