// POST /api/assessments/assessments/{id}/comments/{commentId}/remarks: a reply (resolved false on an open
// thread), a resolve (resolved true, the remark optional) or a reopen (resolved false on a resolved thread).
import { useMutation, useQueryClient } from '@tanstack/react-query'
import * as Schema from 'effect/Schema'
import { CommentThread } from '#domain/comments'
import { api } from '../../../api/client'
import { assessmentCommentsQueryOptions } from './get-assessment-comments'
import { assessmentPath } from './get-assessments'

export type NewRemark = { commentId: string; remark?: string; resolved: boolean }

const decodeThread = Schema.decodeUnknownSync(CommentThread)

export const addRemark = async (assessmentId: string, { commentId, remark, resolved }: NewRemark) =>
  decodeThread(
    await api(`${assessmentPath(assessmentId)}/comments/${encodeURIComponent(commentId)}/remarks`, {
      method: 'POST',
      body: remark ? { remark, resolved } : { resolved },
    }),
  )

export const useAddRemark = (assessmentId: string) => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (remark: NewRemark) => addRemark(assessmentId, remark),
    onSettled: () => queryClient.invalidateQueries(assessmentCommentsQueryOptions(assessmentId)),
  })
}
