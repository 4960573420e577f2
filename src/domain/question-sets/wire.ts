// The question sets as the API serves them (GET /api/assessments/question-sets/...): schemas of the stored
// definition for the published contract. The questions nest (an answer reveals questions of its own), so the
// schemas are typed by the questionnaire's own types rather than the other way round: the two cannot part.
import * as Schema from 'effect/Schema'
import { QUESTION_SET_TYPE_CODES } from '../assessments.ts'
import { CEST_SECTIONS } from '../cest/engine.ts'
import type { ResultCode, ResultRow } from '../determination/results.ts'
import type { Answer, Category, Question, QuestionSetDefinition } from '../questionnaire.ts'

const CestAnnotation = Schema.Struct({
  section: Schema.Literals(CEST_SECTIONS),
  field: Schema.String,
  value: Schema.Union([Schema.String, Schema.Boolean]),
})

export const QuestionSetAnswer: Schema.Codec<Answer> = Schema.Struct({
  id: Schema.String,
  title: Schema.String,
  /** An override answer ensures IR35 applies and ends the questionnaire early. */
  override: Schema.optionalKey(Schema.Boolean),
  /** Questions shown only while this answer is selected. */
  questions: Schema.optionalKey(Schema.Array(Schema.suspend((): Schema.Codec<Question> => QuestionSetQuestion))),
  /** FULL: the HMRC CEST fact this answer gives. */
  cest: Schema.optionalKey(CestAnnotation),
  /** FULL: the answer's weight towards Inside or Outside. */
  lean: Schema.optionalKey(
    Schema.Struct({ towards: Schema.Literals(['INSIDE', 'OUTSIDE']), weight: Schema.Literals([1, 2, 3]) }),
  ),
  /** SHORT: what the answer shows about the SDS it checks. */
  sdsCheck: Schema.optionalKey(Schema.Literals(['FAIL', 'CONCERN'])),
}).annotate({ identifier: 'QuestionSetAnswer' })

export const QuestionSetQuestion: Schema.Codec<Question> = Schema.Struct({
  id: Schema.String,
  title: Schema.String,
  help: Schema.optionalKey(Schema.String),
  respondent: Schema.Literals(['CLIENT', 'CONTRACTOR']),
  answers: Schema.Array(QuestionSetAnswer),
}).annotate({ identifier: 'QuestionSetQuestion' })

const QuestionSetCategory: Schema.Codec<Category> = Schema.Struct({
  id: Schema.String,
  title: Schema.String,
  advice: Schema.optionalKey(Schema.String),
  questions: Schema.Array(QuestionSetQuestion),
  weight: Schema.optionalKey(Schema.Number),
  essential: Schema.optionalKey(Schema.Boolean),
})

/** A released question set: its questions and the kind of assessment they make. */
export const QuestionSet: Schema.Codec<QuestionSetDefinition> = Schema.Struct({
  id: Schema.String,
  version: Schema.String,
  categories: Schema.Array(QuestionSetCategory),
  type_code: Schema.Literals(QUESTION_SET_TYPE_CODES),
  type: Schema.Literals(['SDS', 'IVT']),
  title: Schema.String,
}).annotate({ identifier: 'QuestionSet' })

const RESULT_CODES = [
  'OUTSIDE',
  'OUTSIDE_LEANING',
  'BORDERLINE',
  'CAUTION',
  'INSIDE_LEANING',
  'INSIDE',
  'OVERRIDE',
  'PASS',
  'FAIL',
  'UNDETERMINED',
] as const satisfies readonly ResultCode[]

/** One result an assessment of a type can have, as GET .../type/{type}/results lists them. */
export const PossibleResult: Schema.Codec<ResultRow & { readonly id: ResultCode }> = Schema.Struct({
  id: Schema.Literals(RESULT_CODES),
  code: Schema.Literals(RESULT_CODES),
  /** The overall result as an assessment carries it. */
  result: Schema.String,
  /** The short form a category's breakdown row shows. */
  label: Schema.String,
  colour: Schema.Literals(['green', 'amber', 'red']),
})
