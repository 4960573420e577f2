// A question set as the server sends it, decoded into the questionnaire's shape; loaded beside the request that
// reads one (see get-question-set.ts), so Effect Schema is not part of the pages that show a questionnaire.
import * as Schema from 'effect/Schema'
import type { Answer, Category, Question } from '#domain/questionnaire'
import type { PublishedQuestionSet } from './get-question-set'

type AnswerWire = {
  readonly id: string
  readonly title: string
  readonly override?: boolean | null | undefined
  readonly questions?: readonly QuestionWire[] | null | undefined
}
type QuestionWire = {
  readonly id: string
  readonly title: string
  readonly help?: string | null | undefined
  readonly respondent: 'CLIENT' | 'CONTRACTOR'
  readonly answers: readonly AnswerWire[]
}

const QuestionWire: Schema.Codec<QuestionWire> = Schema.Struct({
  id: Schema.String,
  title: Schema.String,
  help: Schema.optional(Schema.NullOr(Schema.String)),
  respondent: Schema.Literals(['CLIENT', 'CONTRACTOR']),
  answers: Schema.Array(
    Schema.Struct({
      id: Schema.String,
      title: Schema.String,
      override: Schema.optional(Schema.NullOr(Schema.Boolean)),
      questions: Schema.optional(
        Schema.NullOr(Schema.Array(Schema.suspend((): Schema.Codec<QuestionWire> => QuestionWire))),
      ),
    }),
  ),
})

const QuestionSetWire = Schema.Struct({
  id: Schema.String,
  version: Schema.String,
  type_code: Schema.Literals(['FULL', 'SHORT']),
  type: Schema.String,
  title: Schema.String,
  categories: Schema.Array(
    Schema.Struct({
      id: Schema.String,
      title: Schema.String,
      advice: Schema.optional(Schema.NullOr(Schema.String)),
      questions: Schema.Array(QuestionWire),
    }),
  ),
})

// The domain's optional fields are absent rather than null.
const answerOf = (wire: AnswerWire): Answer => ({
  id: wire.id,
  title: wire.title,
  ...(wire.override ? { override: true } : {}),
  ...(wire.questions?.length ? { questions: wire.questions.map(questionOf) } : {}),
})
const questionOf = (wire: QuestionWire): Question => ({
  id: wire.id,
  title: wire.title,
  ...(wire.help ? { help: wire.help } : {}),
  respondent: wire.respondent,
  answers: wire.answers.map(answerOf),
})

export const decodeQuestionSet = (wire: unknown): PublishedQuestionSet => {
  const set = Schema.decodeUnknownSync(QuestionSetWire)(wire)
  const categories: Category[] = set.categories.map((category) => ({
    id: category.id,
    title: category.title,
    ...(category.advice ? { advice: category.advice } : {}),
    questions: category.questions.map(questionOf),
  }))
  return { id: set.id, version: set.version, title: set.title, typeCode: set.type_code, categories }
}
