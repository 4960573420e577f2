// Every question set the product ships. The database is seeded from this list; the question-set calls find
// a set by type and version (rule api.question-sets), and an assessment keeps the id of the set it was answered on.
import type { QuestionSetDefinition, QuestionSetTypeCode } from '../questionnaire.ts'
import { FULL_1_0_1 } from './full-1.0.1.ts'
import { SHORT_1_0_1 } from './short-1.0.1.ts'

/** The version the question-set calls answer when none is asked for (rule question-sets.types). */
export const DEFAULT_QUESTION_SET_VERSION = '1.0.1'

/** The type a question-set call answers when none is asked for (rule api.question-sets). */
export const DEFAULT_QUESTION_SET_TYPE: QuestionSetTypeCode = 'FULL'

export const QUESTION_SETS: readonly QuestionSetDefinition[] = [FULL_1_0_1, SHORT_1_0_1]

export const findQuestionSet = (
  typeCode: QuestionSetTypeCode,
  version: string = DEFAULT_QUESTION_SET_VERSION,
): QuestionSetDefinition | undefined =>
  QUESTION_SETS.find((set) => set.type_code === typeCode && set.version === version)

export const findQuestionSetById = (id: string): QuestionSetDefinition | undefined =>
  QUESTION_SETS.find((set) => set.id === id)
