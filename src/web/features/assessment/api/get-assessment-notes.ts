// GET /api/assessments/assessments/{id}/notes: every note of the assessment in one read, so each question of
// the page shows its count without a request of its own.
import { queryOptions, useQuery } from '@tanstack/react-query'
import * as Schema from 'effect/Schema'
import { Note } from '#domain/notes'
import { api } from '../../../api/client'
import { assessmentPath } from './get-assessments'
import { ENGAGEMENTS_KEY } from './get-engagement'

const decodeNotes = Schema.decodeUnknownSync(Schema.Array(Note))

export const assessmentNotesQueryOptions = (assessmentId: string) =>
  queryOptions({
    queryKey: [...ENGAGEMENTS_KEY, 'assessment', assessmentId, 'notes'],
    queryFn: async () => decodeNotes(await api(`${assessmentPath(assessmentId)}/notes`)),
  })

export const useAssessmentNotes = (assessmentId: string) => useQuery(assessmentNotesQueryOptions(assessmentId))
