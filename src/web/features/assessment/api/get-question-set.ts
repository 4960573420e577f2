// GET /api/assessments/question-sets/{id} (the version an assessment was answered against) and
// GET /api/assessments/question-sets/type/{FULL|SHORT} (the latest version, offered when an assessment
// requires an update). A question set never changes once published, so it is read once per session.
import { queryOptions } from '@tanstack/react-query'
import type { QuestionSetTypeCode } from '#domain/assessments'
import type { QuestionSet } from '#domain/questionnaire'
import { api } from '../../../api/client'
import { decoded } from '../../../api/decoded'

/** A published question set as the questionnaire reads it, with its title and kind. */
export type PublishedQuestionSet = QuestionSet & { readonly title: string; readonly typeCode: QuestionSetTypeCode }

// Apart from the engagements' key: a command on an engagement never changes a question set.
const QUESTION_SETS_KEY = ['question-sets'] as const

const loadDecoder = async () => (await import('./question-set-wire')).decodeQuestionSet

export const questionSetQueryOptions = (questionSetId: string) =>
  queryOptions({
    queryKey: [...QUESTION_SETS_KEY, questionSetId],
    queryFn: () => decoded(api(`/assessments/question-sets/${encodeURIComponent(questionSetId)}`), loadDecoder),
    staleTime: Number.POSITIVE_INFINITY,
  })

export const latestQuestionSetQueryOptions = (typeCode: QuestionSetTypeCode) =>
  queryOptions({
    queryKey: [...QUESTION_SETS_KEY, 'latest', typeCode],
    queryFn: () => decoded(api(`/assessments/question-sets/type/${typeCode}`), loadDecoder),
  })
