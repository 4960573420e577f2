// POST /api/assessments/engagements: a contractor engagement and its first assessment; answers its id.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import * as Schema from 'effect/Schema'
import type { CreateEngagement } from '#domain/assessments'
import { api } from '../../../api/client'
import { ENGAGEMENTS_KEY } from '../../assessment/api/get-engagement'

const CreatedWire = Schema.Struct({ id: Schema.String })

export const useCreateEngagement = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (body: CreateEngagement) =>
      Schema.decodeUnknownSync(CreatedWire)(await api('/assessments/engagements', { method: 'POST', body })).id,
    // The contractor's Assessments table lists the new engagement.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ENGAGEMENTS_KEY }),
        queryClient.invalidateQueries({ queryKey: ['contractors'] }),
      ]),
  })
}
