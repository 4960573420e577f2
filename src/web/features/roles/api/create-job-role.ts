// POST /api/assessments/jobroles: a new role of the end client; answers its id.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import * as Schema from 'effect/Schema'
import type { CreateJobRole } from '#domain/job-roles'
import { api } from '../../../api/client'
import { WireId } from '../../../api/wire'
import { JOB_ROLES_KEY } from './get-job-roles'

const CreatedWire = Schema.Struct({ id: WireId })

export const useCreateJobRole = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (body: CreateJobRole) =>
      String(Schema.decodeUnknownSync(CreatedWire)(await api('/assessments/jobroles', { method: 'POST', body })).id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: JOB_ROLES_KEY }),
  })
}
