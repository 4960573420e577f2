// POST /api/assessments/assessments/{id}/notes, then POST /api/files/files/note/notes/{noteId} with the chosen
// file (multipart field File): the note exists once its text is in, so the list is refreshed even when the
// file is then refused.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../api/client'
import { assessmentNotesQueryOptions } from './get-assessment-notes'
import { assessmentPath } from './get-assessments'

export type NewNote = { questionId: string; evidence: string; file: File | null }

export const addNote = async (assessmentId: string, { questionId, evidence, file }: NewNote) => {
  const { id } = await api<{ id: string }>(`${assessmentPath(assessmentId)}/notes`, {
    method: 'POST',
    body: { question_id: questionId, evidence },
  })
  if (file) {
    const body = new FormData()
    body.append('File', file)
    await api(`/files/files/note/notes/${encodeURIComponent(id)}`, { method: 'POST', body })
  }
  return id
}

export const useAddNote = (assessmentId: string) => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (note: NewNote) => addNote(assessmentId, note),
    onSettled: () => queryClient.invalidateQueries(assessmentNotesQueryOptions(assessmentId)),
  })
}
