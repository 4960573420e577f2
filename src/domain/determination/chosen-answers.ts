// The answers a determination reads: those selected on questions that are revealed, in page order. An answer
// left behind under a deselected parent is not evidence.
import { type Answer, type Category, type Question, type QuestionSet, revealedQuestions } from '../questionnaire.ts'

export type ChosenAnswer = { readonly categoryId: string; readonly question: Question; readonly answer: Answer }

export const chosenAnswers = (set: QuestionSet, answerIds: readonly string[]): ChosenAnswer[] => {
  const chosen = new Set(answerIds)
  return revealedQuestions(set, answerIds).flatMap(({ question, categoryId }) =>
    question.answers.filter((answer) => chosen.has(answer.id)).map((answer) => ({ categoryId, question, answer })),
  )
}

/** The revealed questions of a category that have no answer. */
export const unansweredIn = (set: QuestionSet, answerIds: readonly string[], category: Category): Question[] => {
  const chosen = new Set(answerIds)
  return revealedQuestions(set, answerIds)
    .filter((placed) => placed.categoryId === category.id)
    .map((placed) => placed.question)
    .filter((question) => !question.answers.some((answer) => chosen.has(answer.id)))
}
