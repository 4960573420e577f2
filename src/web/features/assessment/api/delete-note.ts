// PATCH /api/assessments/assessments/{id}/notes/{noteId} (replace /deleted_reason): the note stays listed as
// deleted, with its date and the reason.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../api/client'
import { assessmentNotesQueryOptions } from './get-assessment-notes'
import { assessmentPath } from './get-assessments'

export type NoteDeletion = { noteId: string; reason: string }

export const deleteNote = async (assessmentId: string, { noteId, reason }: NoteDeletion) => {
  await api(`${assessmentPath(assessmentId)}/notes/${encodeURIComponent(noteId)}`, {
    method: 'PATCH',
    body: [{ op: 'replace', path: '/deleted_reason', value: reason }],
  })
}

export const useDeleteNote = (assessmentId: string) => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (deletion: NoteDeletion) => deleteNote(assessmentId, deletion),
    onSuccess: () => queryClient.invalidateQueries(assessmentNotesQueryOptions(assessmentId)),
  })
}
