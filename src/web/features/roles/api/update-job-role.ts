// PATCH /api/assessments/jobroles/{id} with If-Match: the changed record fields, or /archived on its own (the
// archive and unarchive events of the engagement machine).
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { JobRolePatch } from '#domain/job-roles'
import { api } from '../../../api/client'
import { jobRolePath } from './get-job-role'
import { JOB_ROLES_KEY } from './get-job-roles'

export type JobRoleChange = { roleId: string; operations: JobRolePatch; version?: number }

export const patchJobRole = ({ roleId, operations, version }: JobRoleChange) =>
  api(jobRolePath(roleId), {
    method: 'PATCH',
    body: operations,
    headers: version === undefined ? {} : { 'If-Match': `"${version}"` },
  })

export const useUpdateJobRole = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: patchJobRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: JOB_ROLES_KEY }),
  })
}
