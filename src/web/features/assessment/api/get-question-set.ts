// GET /api/assessments/question-sets/{id} (the version an assessment was answered against) and
// GET /api/assessments/question-sets/type/{FULL|SHORT} (the latest version, offered when an assessment
// requires an update). A question set never changes once published, so it is read once per session.
import { queryOptions } from '@tanstack/react-query'
import * as Schema from 'effect/Schema'
import type { QuestionSetTypeCode } from '#domain/assessments'
import type { Answer, Category, Question, QuestionSet } from '#domain/questionnaire'
import { api } from '../../../api/client'

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

/** A published question set as the questionnaire reads it, with its title and kind. */
export type PublishedQuestionSet = QuestionSet & { readonly title: string; readonly typeCode: QuestionSetTypeCode }

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

// Apart from the engagements' key: a command on an engagement never changes a question set.
const QUESTION_SETS_KEY = ['question-sets'] as const

export const questionSetQueryOptions = (questionSetId: string) =>
  queryOptions({
    queryKey: [...QUESTION_SETS_KEY, questionSetId],
    queryFn: async () =>
      decodeQuestionSet(await api(`/assessments/question-sets/${encodeURIComponent(questionSetId)}`)),
    staleTime: Number.POSITIVE_INFINITY,
  })

export const latestQuestionSetQueryOptions = (typeCode: QuestionSetTypeCode) =>
  queryOptions({
    queryKey: [...QUESTION_SETS_KEY, 'latest', typeCode],
    queryFn: async () => decodeQuestionSet(await api(`/assessments/question-sets/type/${typeCode}`)),
  })
