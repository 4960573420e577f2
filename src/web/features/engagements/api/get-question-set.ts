// GET /api/assessments/question-sets/type/{FULL|SHORT}: the default (latest) question set of an assessment type.
// A new engagement starts on it; an assessment on an older version is offered the move to it.
import { queryOptions, useQuery } from '@tanstack/react-query'
import * as Schema from 'effect/Schema'
import type { QuestionSetTypeCode } from '#domain/assessments'
import { api } from '../../../api/client'

const QuestionSetWire = Schema.Struct({ id: Schema.String, version: Schema.String, title: Schema.String })

export type QuestionSetVersion = typeof QuestionSetWire.Type

export const latestQuestionSetQueryOptions = (typeCode: QuestionSetTypeCode) =>
  queryOptions({
    queryKey: ['question-sets', 'type', typeCode],
    queryFn: async (): Promise<QuestionSetVersion> => {
      const { id, version, title } = Schema.decodeUnknownSync(QuestionSetWire)(
        await api(`/assessments/question-sets/type/${typeCode}`),
      )
      return { id, version, title }
    },
  })

export const useLatestQuestionSet = (typeCode: QuestionSetTypeCode, enabled: boolean) =>
  useQuery({ ...latestQuestionSetQueryOptions(typeCode), enabled })
