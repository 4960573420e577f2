// 120-question sets for the browser group, stored only in the bench's database. FULL asks the client 45
// questions, most of them follow-ups shown only after an answer; here every one of them is a top-level question
// (so all show without answering), repeated in FULL's order until there are 120. Two layouts: all 120 on one
// page, and FULL's categories one page each, the categories repeated as the questions are.
import { FULL_1_0_1 } from '../../src/domain/question-sets/full-1.0.1.ts'
import type { Category, Question, QuestionSetDefinition } from '../../src/domain/questionnaire.ts'
import type { Queryable } from '../../src/server/db/client.ts'
import { questionSets } from '../../src/server/db/schema.ts'

export const QUESTION_COUNT = 120

/** A question and its follow-ups, each lifted to stand alone. */
const flattened = (question: Question): Question[] => [
  question,
  ...question.answers.flatMap((answer) => (answer.questions ?? []).flatMap(flattened)),
]

const clientQuestionsOf = (category: Category) =>
  category.questions.flatMap(flattened).filter((question) => question.respondent === 'CLIENT')

/**
 * A question renamed c<k>-q<j> (k its page, j its place there), with its answers but not their follow-ups. The
 * page's signals recognise a page's questions by that prefix.
 */
const placed = (question: Question, page: number, place: number): Question => {
  const id = `c${page}-q${place}`
  return {
    ...question,
    id,
    answers: question.answers.map(({ questions: _followUps, ...answer }) => ({
      ...answer,
      id: `${id}-${answer.id.slice(question.id.length + 1)}`,
    })),
  }
}

/** How many questions FULL asks the client, follow-ups included (45 in 1.0.1). */
export const FULL_CLIENT_QUESTIONS = FULL_1_0_1.categories.flatMap(clientQuestionsOf).length

/** FULL's client questions by category, round after round, until 120 are taken. */
const repeatedCategories = () => {
  const pages: { title: string; advice?: string; questions: Question[] }[] = []
  let taken = 0
  for (let round = 1; taken < QUESTION_COUNT; round++)
    for (const category of FULL_1_0_1.categories) {
      const questions = clientQuestionsOf(category).slice(0, QUESTION_COUNT - taken)
      if (questions.length === 0) continue
      pages.push({ title: `${category.title} (round ${round})`, advice: category.advice, questions })
      taken += questions.length
    }
  return pages
}

const definition = (
  id: string,
  version: string,
  title: string,
  pages: readonly { title: string; advice?: string; questions: readonly Question[] }[],
): QuestionSetDefinition => ({
  ...FULL_1_0_1,
  id,
  // Older than any released FULL version, so it is never the one a new assessment is given.
  version,
  title,
  categories: pages.map((page, k) => ({
    id: `c${k + 1}`,
    title: page.title,
    ...(page.advice ? { advice: page.advice } : {}),
    questions: page.questions.map((question, j) => placed(question, k + 1, j + 1)),
  })),
})

export const ONE_PAGE_SET = definition(
  '0b3e1200-0120-4000-8000-000000000001',
  '0.0.120',
  '120 questions on one page (bench)',
  [{ title: 'All 120 questions', questions: repeatedCategories().flatMap((page) => page.questions) }],
)

export const PAGED_SET = definition(
  '0b3e1200-0120-4000-8000-000000000002',
  '0.0.121',
  "120 questions on FULL's pages (bench)",
  repeatedCategories(),
)

/** Stored as the reference data stores a released set: a row of its own, the definition as its content. */
export const storeQuestionSets = (db: Queryable, sets: readonly QuestionSetDefinition[]) =>
  db.insert(questionSets).values(
    sets.map((set) => ({
      id: set.id,
      typeCode: set.type_code,
      version: set.version,
      title: set.title,
      content: set,
    })),
  )
